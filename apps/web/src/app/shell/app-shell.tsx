import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { horizontalMenuFor, landingPathFor } from '../../config/menu';
import { paths } from '../../config/paths';
import { setPreference, usePreferences } from '../../lib/preferences';
import {
  applyAwaitedSwitch,
  awaitedSwitchPage,
  holderOf,
  onHolderChange,
  useSession,
} from '../../lib/session-store';
import { RouteGuard } from '../screens';
import { HorizontalNav } from './horizontal-nav';
import { DrawerSidebar, PermanentSidebar } from './sidebar';
import { CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { wasWelcomeSeen } from './welcome-seen';

// Both are fetched only when they are about to show, so they weigh nothing on a plain page load.
const Customizer = lazy(async () => ({ default: (await import('./customizer')).Customizer }));
const WelcomeDialog = lazy(async () => ({ default: (await import('./welcome-dialog')).WelcomeDialog }));

/** What was fetched belongs to the person it was fetched for: another person (or nobody) starts afresh. */
function useCachePerPerson() {
  const queryClient = useQueryClient();
  useEffect(() => onHolderChange(() => queryClient.clear()), [queryClient]);
}

/**
 * The frame around every signed-in screen (SPEC 1 and 2). From 1200 px the vertical layout keeps the side
 * menu open (full or mini) and the horizontal layout puts its menu under the top bar; narrower, both fall back
 * to a drawer. A signed-out visitor is sent to the login form, and comes back here after signing in.
 */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  const page = location.pathname + location.search;
  // A session that ends here (Log Out, a failed refresh) starts again from the login form as it is; a
  // visitor who came without one is brought back to the page asked for once signed in.
  const wasSignedIn = useRef(session.authenticated);
  const { layout, sidebarCollapsed, skipWelcome } = usePreferences();
  const isWide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isCustomizerOpen, setCustomizerOpen] = useState(false);
  const [hasOpenedCustomizer, setHasOpenedCustomizer] = useState(false);
  const [showsWelcome] = useState(() => !skipWelcome && !wasWelcomeSeen());
  // The page the person entered on: the welcome opens there, never over a page they have moved on to.
  const entryVisit = useRef<string | null>(null);
  // The visit of the profile page on which the person opened the menu again.
  const [expandedVisit, setExpandedVisit] = useState<string | null>(null);
  useCachePerPerson();
  // Signing into an account (or returning) switches sessions once its page is the address (session-store.ts).
  useLayoutEffect(() => applyAwaitedSwitch(page), [page]);

  if (!session.authenticated || !session.account) {
    const isPlainEntry = wasSignedIn.current || page === paths.home();
    return <Navigate to={paths.login()} replace state={isPlainEntry ? undefined : { from: page }} />;
  }
  const { account } = session;
  if (location.pathname === paths.home() && landingPathFor(account.role) !== paths.home()) {
    return <Navigate to={landingPathFor(account.role)} replace />;
  }
  entryVisit.current ??= location.key;
  const isSwitchingHere = awaitedSwitchPage() === page;

  // SPEC 2 gives the horizontal menu to admins and advertisers only: other roles keep the side menu.
  const hasHorizontalMenu = horizontalMenuFor(account.role).length > 0;
  const isHorizontal = isWide && layout === 'horizontal' && hasHorizontalMenu;
  const hasPermanentSidebar = isWide && !isHorizontal;
  // SPEC 2: the profile page collapses the sidebar (for that visit, unless opened again there).
  const isProfile = location.pathname === paths.profile();
  const isCollapsed = isProfile ? expandedVisit !== location.key : sidebarCollapsed;
  const toggleCollapsed = () => {
    if (isProfile) setExpandedVisit(isCollapsed ? location.key : null);
    else setPreference('sidebarCollapsed', !isCollapsed);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {hasPermanentSidebar ? (
        <PermanentSidebar role={account.role} collapsed={isCollapsed} />
      ) : (
        <DrawerSidebar
          role={account.role}
          open={isDrawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onClose={() => setDrawerOpen(false)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          account={account}
          showBrand={!hasPermanentSidebar}
          menuButton={
            hasPermanentSidebar
              ? {
                  kind: 'collapse',
                  isCollapsed,
                  onToggle: toggleCollapsed,
                }
              : { kind: 'drawer', onOpen: () => setDrawerOpen(true) }
          }
          onOpenCustomizer={() => {
            setHasOpenedCustomizer(true);
            setCustomizerOpen(true);
          }}
        >
          {isHorizontal && <HorizontalNav role={account.role} />}
        </TopBar>
        <Box id={CONTENT_ID} tabIndex={-1} sx={{ outline: 'none', flex: 1, minWidth: 0 }}>
          {!isSwitchingHere && (
            // Keyed by the person: a page left by one session is never reused, state and all, by the next.
            <RouteGuard key={holderOf(session)}>
              <Outlet />
            </RouteGuard>
          )}
        </Box>
      </Box>
      <Suspense fallback={null}>
        {hasOpenedCustomizer && (
          <Customizer
            open={isCustomizerOpen}
            onClose={() => setCustomizerOpen(false)}
            hasHorizontalMenu={hasHorizontalMenu}
          />
        )}
        {showsWelcome && location.key === entryVisit.current && <WelcomeDialog account={account} />}
      </Suspense>
    </Box>
  );
}
