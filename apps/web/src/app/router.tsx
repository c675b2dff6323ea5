import type { Role } from '@adcontrol/domain/shared/enums';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { MENU } from '../config/menu';
import { paths, routePatterns } from '../config/paths';
import { loadEnglishTexts, type TextsFeature } from './i18n';
import type { RouteHandle } from './screens';
import { StartScreen } from './start-screen';

/** Who may create campaigns: `campaignWriters` of the campaign contracts (not imported: the entry stays light). */
const CAMPAIGN_WRITERS: readonly Role[] = [
  'admin',
  'advertiser',
  'seller',
  'super_seller',
  'country_manager',
];
const CAMPAIGN_READERS: readonly Role[] = [...CAMPAIGN_WRITERS, 'analyst'];
/** The expense report's readers: `expenseReport`'s access (docs/decisions/038). */
const EXPENSE_READERS: readonly Role[] = ['admin', 'country_manager', 'super_seller', 'seller'];

const rolesOf = (key: (typeof MENU)[number]['key']) => MENU.find((item) => item.key === key)?.roles ?? [];

function handleOf(titleKey: string, roles?: readonly Role[]): RouteHandle {
  return roles ? { titleKey, roles } : { titleKey };
}

/** A built screen inside the shell, loaded when first opened; the shell refuses it to other roles. */
function built(
  path: string,
  titleKey: string,
  load: () => Promise<ComponentType>,
  roles?: readonly Role[],
): RouteObject {
  return { path, handle: handleOf(titleKey, roles), lazy: async () => ({ Component: await load() }) };
}

/** A screen's code together with its features' English texts, which the entry does not carry. */
function withTexts<T>(features: TextsFeature | TextsFeature[], load: () => Promise<T>): () => Promise<T> {
  const bundles = Array.isArray(features) ? features : [features];
  return async () => (await Promise.all([load(), ...bundles.map(loadEnglishTexts)]))[0];
}

export const routes: RouteObject[] = [
  {
    path: paths.login(),
    lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  },
  {
    path: paths.signUp(),
    lazy: async () => ({ Component: (await import('../features/auth/components/sign-up-page')).SignUpPage }),
  },
  {
    path: routePatterns.confirm,
    lazy: async () => ({ Component: (await import('../features/auth/components/confirm-page')).ConfirmPage }),
  },
  {
    path: paths.forgotPassword(),
    lazy: async () => ({
      Component: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: routePatterns.resetPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: paths.audienceDemo(),
    lazy: async () => ({
      Component: await withTexts(
        'audience',
        async () => (await import('../features/audience/components/audience-demo-page')).AudienceDemoPage,
      )(),
    }),
  },
  {
    path: paths.protected(),
    lazy: async () => ({ Component: (await import('./access-pages')).ProtectedPage }),
  },
  {
    lazy: async () => ({
      Component: await withTexts('shell', async () => (await import('./shell/app-shell')).AppShell)(),
    }),
    children: [
      {
        path: paths.home(),
        handle: handleOf('screens.home'),
        lazy: async () => ({
          Component: await withTexts(
            'home',
            async () => (await import('../features/home/components/landing-page')).LandingPage,
          )(),
        }),
      },
      {
        path: paths.restricted(),
        handle: handleOf('screens.restricted'),
        lazy: async () => ({ Component: (await import('./access-pages')).RestrictedPage }),
      },
      built(
        paths.advertiser(),
        'screens.advertiser',
        withTexts(
          ['advertiser', 'scheduledReports'],
          async () => (await import('./advertiser-route')).AdvertiserRoute,
        ),
        // Home's readers (SPEC 2): analysts have no Home and no advertiser page either (decision 029).
        rolesOf('home'),
      ),
      built(
        routePatterns.creatives,
        'screens.creatives',
        withTexts(
          'campaigns',
          async () =>
            (await import('../features/campaign-wizard/components/campaign-creatives-page'))
              .CampaignCreativesPage,
        ),
        CAMPAIGN_READERS,
      ),
      built(
        routePatterns.createCreative,
        'screens.createCreative',
        withTexts('campaigns', async () => (await import('./campaign-wizard-route')).AddCreativesRoute),
        CAMPAIGN_WRITERS,
      ),
      built(
        paths.payments(),
        'screens.payments',
        withTexts(
          'payments',
          async () => (await import('../features/payments/components/payments-page')).PaymentsPage,
        ),
        CAMPAIGN_WRITERS,
      ),
      built(
        paths.createPayment(),
        'screens.createPayment',
        withTexts(
          'payments',
          async () => (await import('../features/payments/components/create-payment-page')).CreatePaymentPage,
        ),
        CAMPAIGN_WRITERS,
      ),
      built(
        paths.expenses(),
        'screens.expenses',
        withTexts(
          'expenses',
          async () => (await import('../features/expenses/components/expenses-page')).ExpensesPage,
        ),
        EXPENSE_READERS,
      ),
      built(
        paths.profile(),
        'screens.profile',
        withTexts(
          ['profile', 'scheduledReports'],
          async () => (await import('./profile-route')).ProfileRoute,
        ),
      ),
      built(
        paths.audiences(),
        'screens.audience',
        withTexts(
          'audience',
          async () => (await import('../features/audience/components/audiences-page')).AudiencesPage,
        ),
        rolesOf('audience'),
      ),
      built(
        paths.createAudience(),
        'screens.createAudience',
        withTexts(
          'audience',
          async () =>
            (await import('../features/audience/components/audience-form-pages')).CreateAudiencePage,
        ),
        rolesOf('audience'),
      ),
      built(
        routePatterns.editAudience,
        'screens.editAudience',
        withTexts(
          'audience',
          async () => (await import('../features/audience/components/audience-form-pages')).EditAudiencePage,
        ),
        rolesOf('audience'),
      ),
      built(
        routePatterns.exportAudience,
        'screens.exportAudience',
        withTexts(
          'audience',
          async () => (await import('../features/audience/components/export-page')).ExportAudiencePage,
        ),
        rolesOf('audience'),
      ),
      built(
        paths.campaigns(),
        'screens.campaigns',
        withTexts(['control', 'delivery'], async () => (await import('./control-route')).ControlRoute),
        // Advertisers follow their own campaigns here too (SPEC 6: GET /campaigns/mine), though no menu item leads here.
        [...rolesOf('control'), ...rolesOf('campaigns'), 'advertiser'],
      ),
      built(
        paths.programmatics(),
        'screens.programmatics',
        withTexts(
          'programmatics',
          async () =>
            (await import('../features/programmatics/components/programmatics-page')).ProgrammaticsPage,
        ),
        rolesOf('programmatics'),
      ),
      built(
        paths.createCampaign(),
        'screens.createCampaign',
        withTexts('campaigns', async () => (await import('./campaign-wizard-route')).CampaignWizardRoute),
        CAMPAIGN_WRITERS,
      ),
      built(
        routePatterns.campaign,
        'screens.campaignDetail',
        withTexts(
          ['campaignDetail', 'scheduledReports'],
          async () => (await import('./campaign-detail-route')).CampaignDetailRoute,
        ),
        CAMPAIGN_READERS,
      ),
      built(
        paths.activity(),
        'screens.activity',
        withTexts(
          'activity',
          async () => (await import('../features/activity/components/activity-page')).ActivityPage,
        ),
        rolesOf('activity'),
      ),
      built(
        paths.simulator(),
        'screens.simulator',
        withTexts('simulator', async () => (await import('./simulator-route')).SimulatorRoute),
        rolesOf('simulator'),
      ),
      built(
        paths.presentation(),
        'screens.presentation',
        withTexts(
          'presentation',
          async () =>
            (await import('../features/presentation/components/presentation-page')).PresentationPage,
        ),
        rolesOf('presentation'),
      ),
      built(
        paths.accounts(),
        'screens.accounts',
        withTexts(
          'accounts',
          async () => (await import('../features/accounts/components/accounts-page')).AccountsPage,
        ),
        rolesOf('users'),
      ),
      built(
        paths.createAccount(),
        'screens.createAccount',
        withTexts(
          'accounts',
          async () => (await import('../features/accounts/components/account-form-page')).CreateAccountPage,
        ),
        rolesOf('users'),
      ),
      built(
        routePatterns.editAccount,
        'screens.editAccount',
        withTexts(
          'accounts',
          async () => (await import('../features/accounts/components/account-form-page')).EditAccountPage,
        ),
        rolesOf('users'),
      ),
      {
        path: '*',
        handle: handleOf('screens.notFound'),
        lazy: async () => ({ Component: (await import('./access-pages')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  // Until the first page's code is there, the start screen of index.html stays on screen.
  return createBrowserRouter([{ HydrateFallback: StartScreen, children: routes }]);
}
