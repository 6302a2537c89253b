import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, useSession } from 'shared-ui';
import { NavLink } from 'shared-ui/routing';
import {
  Divider, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader, MenuIcon, MenuOpenIcon, Tooltip,
} from 'shared-ui/components';
import { preloadRemoteModule } from '../remotes/remote-registry';
import { visibleMenu } from '../routing/feature-access';

const WIDTH = 248;
// The current entry: NavLink marks it `active` (and aria-current=page for screen readers).
const activeStyle = { '&.active': { bgcolor: 'action.selected', fontWeight: 600, borderLeft: 3, borderColor: 'primary.main' } };

/** The menu groups the user may see; collapsed to a narrow rail, remembered across reloads. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const permissionMap = useSession((s) => s.permissionMap);
  const profile = useSession((s) => s.profile);
  const collapsed = useSession((s) => s.menuCollapsed);
  const setCollapsed = useSession((s) => s.setMenuCollapsed);
  const groups = useMemo(
    () => (profile ? visibleMenu({ permissionMap, profile }) : []),
    [permissionMap, profile],
  );
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
      {!collapsed && (
        <>
          <List dense disablePadding>
            <ListItem disablePadding>
              <ListItemButton component={NavLink} to="/" end sx={activeStyle}>
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
      )}
    </Box>
  );
}
