import type { Role } from '@adcontrol/domain/shared/enums';
import { Navigate, useMatches } from 'react-router';
import { NotBuiltYet } from '../components/not-built-yet';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-store';

/** What a route tells the screen it renders: its title, and the roles that may open it. */
export interface RouteHandle {
  titleKey: string;
  roles?: readonly Role[];
}

/** A route outside the role's menu is refused by the app as well as by the API (SPEC 6). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: React.ReactNode }) {
  const { role } = useSession();
  if (role && !roles.includes(role)) return <Navigate to={paths.restricted()} replace />;
  return children;
}

/** The screens later issues build; until then each route says so on the page. */
export function NotBuiltRoute() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const screen = <NotBuiltYet titleKey={handle?.titleKey ?? 'screens.home'} homePath={paths.home()} />;
  return handle?.roles ? <RequireRole roles={handle.roles}>{screen}</RequireRole> : screen;
}
