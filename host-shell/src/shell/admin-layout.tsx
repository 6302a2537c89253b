import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, useSession } from 'shared-ui';
import { Outlet } from 'shared-ui/routing';
import { QueryProvider } from 'shared-ui/data';
import { useScreenBelow } from 'shared-ui/components';
import { registerNotificationNamespace } from '../i18n/notification-namespace';
import { registerShellNamespace } from '../i18n/shell-namespace';
import { SkipLink } from '../a11y/skip-link';
import { prefetchContractWhenIdle } from '../remotes/remote-registry';
import { KeptAreas } from './kept-areas';
import { PortalExtras, PortalHeader } from './portal-header';
import { MenuDrawer, SideMenu } from './side-menu';

registerShellNamespace();
registerNotificationNamespace();

/**
 * The admin shell: header on top, collapsible menu on the left, the area's page beside it. Below
 * the `md` breakpoint the menu is a drawer over the page, opened from the header.
 */
export default function AdminLayout() {
  const { t } = useTranslation('shell');
  // Another user (a sign-in over this one) keeps nothing of the last one's lists; the same user
  // signing in again over a session that expired goes on with them (the page and all).
  const account = useSession((s) => s.profile?.account);
  const narrow = useScreenBelow('md');
  const [menuOpen, setMenuOpen] = useState(false);
  // A drawer left open as the window widens (a tablet turned) must not come back by itself.
  if (!narrow && menuOpen) setMenuOpen(false);
  useEffect(prefetchContractWhenIdle, []);
  return (
    <QueryProvider>
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <PortalHeader menu={narrow ? { open: menuOpen, onOpen: () => setMenuOpen(true) } : undefined} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {narrow ? (
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)}>
            <PortalExtras />
          </MenuDrawer>
        ) : (
          <SideMenu />
        )}
        <Box component="main" id="main" aria-label={t('mainLabel')} sx={{ flex: 1, p: { xs: 1.5, sm: 2, md: 3 }, minWidth: 0, bgcolor: 'background.default' }}>
          <KeptAreas key={account} />
          <Outlet />
        </Box>
      </Box>
    </Box>
    </QueryProvider>
  );
}
