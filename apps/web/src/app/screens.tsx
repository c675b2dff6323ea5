import { type Action, can } from '@adcontrol/domain/rules/permissions';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatches } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-store';

/** What a route tells the screen it renders: its title, and the action of the permissions table that opens it. */
export interface RouteHandle {
  titleKey: string;
  action?: Action;
}

function useRouteHandle(): RouteHandle | undefined {
  return useMatches().at(-1)?.handle as RouteHandle | undefined;
}

/**
 * A route outside the role's menu is refused by the app as well as by the API (SPEC 6); the route's title
 * names the browser tab.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : null;

  useEffect(() => {
    document.title = title ? `${title} · adcontrol` : 'adcontrol';
  }, [title]);

  if (role && handle?.action && !can(role, handle.action)) {
    return <Navigate to={paths.restricted()} replace />;
  }
  return children;
}
