import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, useSession } from 'shared-ui';
import { NavLink } from 'shared-ui/routing';
import {
  Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader, MenuIcon, MenuOpenIcon, Tooltip,
} from 'shared-ui/components';
import { preloadRemoteModule } from '../remotes/remote-registry';
import { visibleMenu } from '../routing/feature-access';

const WIDTH = 248;
/** The phone menu's id, which the header's menu button controls. */
export const MENU_DRAWER_ID = 'menu-drawer';
// The current entry: NavLink marks it `active` (and aria-current=page for screen readers).
const activeStyle = { '&.active': { bgcolor: 'action.selected', fontWeight: 600, borderLeft: 3, borderColor: 'primary.main' } };

/** The menu groups the user may see; collapsed to a narrow rail, remembered across reloads. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const collapsed = useSession((s) => s.menuCollapsed);
  const setCollapsed = useSession((s) => s.setMenuCollapsed);
  const toggleLabel = collapsed ? t('menu.expand') : t('menu.collapse');

  return (
    <Box
      component="nav"
      aria-label={t('menu.label')}
      sx={{ width: collapsed ? 56 : WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper', overflowY: 'auto', transition: 'width 150ms' }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
        <Tooltip title={toggleLabel}>
          <IconButton onClick={() => setCollapsed(!collapsed)} aria-label={toggleLabel} aria-expanded={!collapsed}>
            {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      {!collapsed && <MenuEntries />}
    </Box>
  );
}

/**
 * The same menu on a narrow screen (a phone, a tablet upright): a side panel there would leave the
 * page a strip of 160 px, so the menu lies over the page while it is open, from the header's menu
 * button, and closes as an entry is chosen, on Escape or a tap beside it (focus goes back to the
 * button). `children`: below the menu, what the header has no room for on a phone.
 */
export function MenuDrawer({ open, onClose, children }: { open: boolean; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    // Kept mounted while closed (hidden from screen readers and the keyboard): it opens without
    // drawing the menu again, where the user left it scrolled, and the signed-in user's name stays
    // in the page. A dialog only while open: the shell's own checks for an open dialog (keeping a
    // list alive, moving the focus to a new page's heading) read the DOM's roles.
    <Drawer
      id={MENU_DRAWER_ID}
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{ paper: { role: open ? 'dialog' : undefined, 'aria-modal': open ? 'true' : undefined, 'aria-label': t('menu.label'), sx: { width: WIDTH, maxWidth: '85vw' } } }}
    >
      <Box component="nav" aria-label={t('menu.label')}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
          <IconButton onClick={onClose} aria-label={t('menu.close')}>
            <MenuOpenIcon />
          </IconButton>
        </Box>
        <MenuEntries onChosen={onClose} />
      </Box>
      <Divider />
      {children}
    </Drawer>
  );
}

/** Home and the groups the user's permissions show, each entry a link to its area. */
function MenuEntries({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('shell');
  const permissionMap = useSession((s) => s.permissionMap);
  const profile = useSession((s) => s.profile);
  const groups = useMemo(
    () => (profile ? visibleMenu({ permissionMap, profile }) : []),
    [permissionMap, profile],
  );
  return (
    <>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to="/" end sx={activeStyle} onClick={onChosen}>
            <ListItemText primary={t('menu.home')} />
          </ListItemButton>
        </ListItem>
      </List>
      {groups.map((group) => (
        <Fragment key={group.id}>
          <Divider />
          <List
            dense
            disablePadding
            subheader={
              <ListSubheader id={`menu-group-${group.id}`} disableSticky>
                {t(`menu.groups.${group.id}`)}
              </ListSubheader>
            }
            aria-labelledby={`menu-group-${group.id}`}
          >
            {group.features.map((f) => (
              <ListItem key={f.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={`/admin/${f.path}`}
                  sx={{ pl: 3, ...activeStyle }}
                  onClick={onChosen}
                  // On the way to a click: the area's remote loads meanwhile.
                  onMouseEnter={() => preloadRemoteModule(f.remote)}
                  onFocus={() => preloadRemoteModule(f.remote)}
                >
                  <ListItemText primary={t(`menu.${f.path}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Fragment>
      ))}
    </>
  );
}
