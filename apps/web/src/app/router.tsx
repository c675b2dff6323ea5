import type { Action } from '@adcontrol/domain/rules/permissions';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../config/paths';
import { loadTexts, type TextsFeature } from './i18n';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './screens';
import { StartScreen } from './start-screen';

function handleOf(titleKey: string, action?: Action): RouteHandle {
  return action ? { titleKey, action } : { titleKey };
}

/** A built screen inside the shell, loaded when first opened; the shell refuses it to other roles. */
function built(
  path: string,
  titleKey: string,
  load: () => Promise<ComponentType>,
  action?: Action,
): RouteObject {
  return { path, handle: handleOf(titleKey, action), lazy: async () => ({ Component: await load() }) };
}

/** A screen's code together with its features' English texts, which the entry does not carry. */
function withTexts<T>(features: TextsFeature | TextsFeature[], load: () => Promise<T>): () => Promise<T> {
  const bundles = Array.isArray(features) ? features : [features];
  return async () => (await Promise.all([load(), ...bundles.map(loadTexts)]))[0];
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
        async () => (await import('../features/audiences/components/audience-demo-page')).AudienceDemoPage,
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
    // A screen that cannot be shown (its code not fetched, or failing as it draws) says so in the screen's
    // place, the shell around it: the screens sit under one pathless route that only catches (decision 077).
    children: [{ ErrorBoundary: RouteErrorBoundary, children: screens() }],
  },
];

/** The screens inside the shell. */
function screens(): RouteObject[] {
  return [
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
      // Only reachable by its address: the shell and one card, what bench:web measures every screen against.
      path: paths.floor(),
      handle: handleOf('floor.title'),
      lazy: async () => ({
        Component: await withTexts('floor', async () => (await import('./floor-page')).FloorPage)(),
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
      'home.read',
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
      'campaigns.read',
    ),
    built(
      routePatterns.createCreative,
      'screens.createCreative',
      withTexts('campaigns', async () => (await import('./campaign-wizard-route')).AddCreativesRoute),
      'campaigns.create',
    ),
    built(
      paths.payments(),
      'screens.payments',
      withTexts(
        'payments',
        async () => (await import('../features/payments/components/payments-page')).PaymentsPage,
      ),
      'payments.make',
    ),
    built(
      paths.createPayment(),
      'screens.createPayment',
      withTexts(
        'payments',
        async () => (await import('../features/payments/components/create-payment-page')).CreatePaymentPage,
      ),
      'payments.make',
    ),
    built(
      paths.expenses(),
      'screens.expenses',
      withTexts(
        'expenses',
        async () => (await import('../features/expenses/components/expenses-page')).ExpensesPage,
      ),
      'expenses.read',
    ),
    built(
      paths.profile(),
      'screens.profile',
      withTexts(['profile', 'scheduledReports'], async () => (await import('./profile-route')).ProfileRoute),
    ),
    built(
      paths.audiences(),
      'screens.audience',
      withTexts(
        'audience',
        async () => (await import('../features/audiences/components/audiences-page')).AudiencesPage,
      ),
      'audiences.manage',
    ),
    built(
      paths.createAudience(),
      'screens.createAudience',
      withTexts(
        'audience',
        async () => (await import('../features/audiences/components/audience-form-pages')).CreateAudiencePage,
      ),
      'audiences.manage',
    ),
    built(
      routePatterns.editAudience,
      'screens.editAudience',
      withTexts(
        'audience',
        async () => (await import('../features/audiences/components/audience-form-pages')).EditAudiencePage,
      ),
      'audiences.manage',
    ),
    built(
      routePatterns.exportAudience,
      'screens.exportAudience',
      withTexts(
        'audience',
        async () => (await import('../features/audiences/components/export-page')).ExportAudiencePage,
      ),
      'audiences.manage',
    ),
    built(
      paths.campaigns(),
      'screens.campaigns',
      withTexts(['control', 'delivery'], async () => (await import('./control-route')).ControlRoute),
      // Advertisers follow their own campaigns here too (SPEC 6: GET /campaigns/mine), though no menu item leads here.
      'campaigns.follow',
    ),
    built(
      paths.programmatics(),
      'screens.programmatics',
      withTexts(
        'programmatics',
        async () =>
          (await import('../features/programmatics/components/programmatics-page')).ProgrammaticsPage,
      ),
      'programmatics.manage',
    ),
    built(
      paths.createCampaign(),
      'screens.createCampaign',
      withTexts('campaigns', async () => (await import('./campaign-wizard-route')).CampaignWizardRoute),
      'campaigns.create',
    ),
    built(
      routePatterns.campaign,
      'screens.campaignDetail',
      withTexts(
        ['campaignDetail', 'scheduledReports'],
        async () => (await import('./campaign-detail-route')).CampaignDetailRoute,
      ),
      'campaigns.read',
    ),
    built(
      paths.activity(),
      'screens.activity',
      withTexts(
        'activity',
        async () => (await import('../features/activity/components/activity-page')).ActivityPage,
      ),
      'activity.read',
    ),
    built(
      paths.simulator(),
      'screens.simulator',
      withTexts('simulator', async () => (await import('./simulator-route')).SimulatorRoute),
      'simulator.use',
    ),
    built(
      paths.presentation(),
      'screens.presentation',
      withTexts(
        'presentation',
        async () => (await import('../features/presentations/components/presentation-page')).PresentationPage,
      ),
      'presentations.create',
    ),
    built(
      paths.accounts(),
      'screens.accounts',
      withTexts(
        'accounts',
        async () => (await import('../features/accounts/components/accounts-page')).AccountsPage,
      ),
      'accounts.manage',
    ),
    built(
      paths.createAccount(),
      'screens.createAccount',
      withTexts(
        'accounts',
        async () => (await import('../features/accounts/components/account-form-page')).CreateAccountPage,
      ),
      'accounts.manage',
    ),
    built(
      routePatterns.editAccount,
      'screens.editAccount',
      withTexts(
        'accounts',
        async () => (await import('../features/accounts/components/account-form-page')).EditAccountPage,
      ),
      'accounts.manage',
    ),
    {
      path: '*',
      handle: handleOf('screens.notFound'),
      lazy: async () => ({ Component: (await import('./access-pages')).NotFoundPage }),
    },
  ];
}

export function createAppRouter() {
  // Until the first page's code is there, the start screen of index.html stays on screen.
  // The shell's own failure, or a signed-out page's, is caught here, with no shell around it.
  return createBrowserRouter([
    { HydrateFallback: StartScreen, ErrorBoundary: RouteErrorBoundary, children: routes },
  ]);
}
