import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPathFor } from '../../config/menu';
import { paths } from '../../config/paths';
import { setPreference, usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session-store';
import { RouteGuard } from '../screens';
import { HorizontalNav } from './horizontal-nav';
import { DrawerSidebar, PermanentSidebar } from './sidebar';
import { CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { wasWelcomeSeenInThisTab } from './welcome-seen';

// Both are fetched only when they are about to show, so they weigh nothing on a plain page load.
const Customizer = lazy(async () => ({ default: (await import('./customizer')).Customizer }));
const WelcomeDialog = lazy(async () => ({ default: (await import('./welcome-dialog')).WelcomeDialog }));

/**
 * The frame around every signed-in screen (SPEC 1 and 2). From 1200 px the vertical layout keeps the side
 * menu open (full or mini) and the horizontal layout puts its menu under the top bar; narrower, both fall back
 * to a drawer. A signed-out visitor is sent to /protected, and comes back here after signing in.
 */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  // A session that ends here (Log Out, a failed refresh) goes to sign in; a visitor who came without one
  // is told why first.
  const wasSignedIn = useRef(session.authenticated);
  const { layout, sidebarCollapsed, skipWelcome } = usePreferences();
  const isWide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isCustomizerOpen, setCustomizerOpen] = useState(false);
  const [hasOpenedCustomizer, setHasOpenedCustomizer] = useState(false);
  const [showsWelcome] = useState(() => !skipWelcome && !wasWelcomeSeenInThisTab());
  // The visit of the profile page on which the person opened the menu again.
  const [expandedVisit, setExpandedVisit] = useState<string | null>(null);

  if (!session.authenticated || !session.account) {
    if (wasSignedIn.current) return <Navigate to={paths.login()} replace />;
    return <Navigate to={paths.protected()} replace state={{ from: location.pathname + location.search }} />;
  }
  const { account } = session;
  if (location.pathname === paths.home() && landingPathFor(account.role) !== paths.home()) {
    return <Navigate to={landingPathFor(account.role)} replace />;
  }

  const isHorizontal = isWide && layout === 'horizontal';
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
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Box>
      </Box>
      <Suspense fallback={null}>
        {hasOpenedCustomizer && (
          <Customizer open={isCustomizerOpen} onClose={() => setCustomizerOpen(false)} />
        )}
        {showsWelcome && <WelcomeDialog account={account} />}
      </Suspense>
    </Box>
  );
}
