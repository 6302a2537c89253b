import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, NavLink, useSession } from 'shared-ui';
import {
  Divider, IconButton, List, ListItemButton, ListItemText, ListSubheader, MenuIcon, MenuOpenIcon, Tooltip,
} from 'shared-ui/components';
import { visibleMenu } from '../routing/visible-menu';

const WIDTH = 248;

/** The menu groups the user may see; collapsed to a narrow rail, remembered across reloads. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const permissionMap = useSession((s) => s.permissionMap);
  const profile = useSession((s) => s.profile);
  const collapsed = useSession((s) => s.menuCollapsed);
  const setCollapsed = useSession((s) => s.setMenuCollapsed);
  const groups = useMemo(
    () => (profile ? visibleMenu(permissionMap, profile) : []),
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
        <List dense disablePadding>
          <ListItemButton component={NavLink} to="/" end>
            <ListItemText primary={t('menu.home')} />
          </ListItemButton>
          {groups.map((group) => (
            <Fragment key={group.id}>
              <Divider />
              <List dense disablePadding aria-labelledby={`menu-group-${group.id}`}>
                <ListSubheader id={`menu-group-${group.id}`} component="div" disableSticky>
                  {t(`menu.groups.${group.id}`)}
                </ListSubheader>
                {group.features.map((f) => (
                  <ListItemButton
                    key={f.path}
                    component={NavLink}
                    to={`/admin/${f.path}`}
                    sx={{ pl: 3, '&.active': { bgcolor: 'action.selected', fontWeight: 600, borderLeft: 3, borderColor: 'primary.main' } }}
                  >
                    <ListItemText primary={t(`menu.${f.path}`)} />
                  </ListItemButton>
                ))}
              </List>
            </Fragment>
          ))}
        </List>
      )}
    </Box>
  );
}
