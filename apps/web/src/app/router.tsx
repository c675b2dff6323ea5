import type { Role } from '@adcontrol/domain/shared/enums';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { MENU } from '../config/menu';
import { paths, routePatterns } from '../config/paths';
import type { RouteHandle } from './screens';

const notBuilt: NonNullable<RouteObject['lazy']> = async () => ({
  Component: (await import('./screens')).NotBuiltRoute,
});

const rolesOf = (key: (typeof MENU)[number]['key']) => MENU.find((item) => item.key === key)?.roles ?? [];

function screen(path: string, titleKey: string, roles?: readonly Role[]): RouteObject {
  const handle: RouteHandle = roles ? { titleKey, roles } : { titleKey };
  return { path, handle, lazy: notBuilt };
}

export const routes: RouteObject[] = [
  {
    path: paths.login(),
    lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  },
  screen(paths.forgotPassword(), 'screens.forgotPassword'),
  screen(routePatterns.resetPassword, 'screens.resetPassword'),
  screen(paths.signUp(), 'screens.signUp'),
  screen(routePatterns.confirm, 'screens.confirm'),
  screen(paths.audienceDemo(), 'screens.audienceDemo'),
  {
    path: paths.protected(),
    lazy: async () => ({ Component: (await import('./access-pages')).ProtectedPage }),
  },
  {
    lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
    children: [
      {
        path: paths.home(),
        lazy: async () => ({
          Component: (await import('../features/home/components/landing-page')).LandingPage,
        }),
      },
      {
        path: paths.restricted(),
        lazy: async () => ({ Component: (await import('./access-pages')).RestrictedPage }),
      },
      screen(paths.advertiser(), 'screens.advertiser'),
      screen(routePatterns.creatives, 'screens.creatives'),
      screen(routePatterns.createCreative, 'screens.createCreative'),
      screen(paths.payments(), 'screens.payments'),
      screen(paths.createPayment(), 'screens.createPayment'),
      screen(paths.profile(), 'screens.profile'),
      screen(paths.audiences(), 'screens.audience', rolesOf('audience')),
      screen(paths.createAudience(), 'screens.createAudience', rolesOf('audience')),
      screen(routePatterns.editAudience, 'screens.editAudience', rolesOf('audience')),
      screen(routePatterns.exportAudience, 'screens.exportAudience', rolesOf('audience')),
      screen(paths.campaigns(), 'screens.campaigns', [...rolesOf('control'), ...rolesOf('campaigns')]),
      screen(paths.programmatics(), 'screens.programmatics', rolesOf('programmatics')),
      screen(paths.createCampaign(), 'screens.createCampaign'),
      screen(routePatterns.campaign, 'screens.campaignDetail'),
      screen(paths.simulator(), 'screens.simulator', rolesOf('simulator')),
      screen(paths.activity(), 'screens.activity', rolesOf('activity')),
      screen(paths.presentation(), 'screens.presentation', rolesOf('presentation')),
      screen(paths.accounts(), 'screens.accounts', rolesOf('users')),
      screen(paths.createAccount(), 'screens.createAccount', rolesOf('users')),
      screen(routePatterns.editAccount, 'screens.editAccount', rolesOf('users')),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./access-pages')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
