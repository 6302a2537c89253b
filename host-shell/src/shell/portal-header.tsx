import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, getRuntimeConfig, isProduction, LanguageSwitch, Link, Stack, Typography, useSession, visuallyHidden } from 'shared-ui';
import { AppBar, Chip, ConfirmDialog, IconButton, LogoutIcon, MenuIcon, Toolbar } from 'shared-ui/components';
import { JumpTo } from 'shared-ui/jump-to';
import { signOut } from '../auth/sign-out';
import { NotificationBell } from '../notifications/notification-bell';
import { DemoDataReset } from './demo-data-reset';
import { MENU_DRAWER_ID } from './side-menu';

const isTestArea = () => !isProduction(getRuntimeConfig());

/**
 * Title, version, the jump-to box, the notifications' bell, links, the user, language and logout;
 * yellow with a label outside production. `menu`, on a narrow screen: the header keeps one row
 * (the menu button, the title, the jump-to box and the bell) and the rest is in the menu drawer
 * (PortalExtras), where a phone has the room for it.
 */
export function PortalHeader({ menu }: { menu?: { open: boolean; onOpen(): void } }) {
  const { t } = useTranslation(['shell', 'common']);
  const config = getRuntimeConfig();
  const testArea = isTestArea();

  return (
    <AppBar
      position="static"
      elevation={0}
      sx={testArea ? { bgcolor: '#ffd54f', color: '#1f1f1f' } : undefined}
      data-environment={config.environment}
    >
      <Toolbar variant="dense" sx={{ gap: menu ? 1 : 2, flexWrap: menu ? 'nowrap' : 'wrap' }}>
        {menu && (
          <IconButton edge="start" color="inherit" onClick={menu.onOpen} aria-label={t('menu.open')} aria-controls={MENU_DRAWER_ID} aria-expanded={menu.open}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="p" variant={menu ? 'subtitle1' : 'h3'} noWrap={Boolean(menu)} sx={{ fontWeight: 700, minWidth: 0 }}>
          {/* Below `md` the one-row header leaves the English name about 100–200 px (less beside the test
              area's chip, which says "Test" there): its short form, not "Supplier Coll…". */}
          {menu ? t('header.shortTitle') : t('common:app.title')}
        </Typography>
        {!menu && <AppVersion />}
        {testArea && <Chip size="small" color="error" label={t(menu ? 'header.testAreaShort' : 'header.testArea')} />}
        {!menu && testArea && <DemoDataReset />}
        <Box sx={{ flex: 1 }} />
        <JumpTo compact={Boolean(menu)} />
        <NotificationBell />
        {!menu && <UserControls />}
      </Toolbar>
    </AppBar>
  );
}

/** What the header leaves out on a narrow screen, in the menu drawer: the user and their controls, the links, the version. */
export function PortalExtras() {
  return (
    <Stack spacing={1.5} sx={{ p: 2, alignItems: 'flex-start' }}>
      <UserControls />
      <AppVersion />
      {isTestArea() && <DemoDataReset />}
    </Stack>
  );
}

function AppVersion() {
  const { t } = useTranslation('common');
  return <Typography variant="caption">{t('common:app.version', { version: getRuntimeConfig().version })}</Typography>;
}

/**
 * The language field on the bar's colour. The dense bar has no room above the field for its
 * floating label, which stood above the bar's top edge: the label is kept for assistive
 * technology (the field is still named "Language"), not shown, and the frame closes the gap it
 * left. The languages' names say what the field is. Styled here, not by a LanguageSwitch option:
 * that one is in the login page's bytes, where the budget has no room left.
 */
const LANGUAGE_FIELD = {
  bgcolor: 'background.paper',
  borderRadius: 1,
  '& .MuiInputLabel-root': visuallyHidden,
  '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: 0 },
} as const;

/** The portal's links, the signed-in user, the language and logout (asked to confirm). */
function UserControls() {
  const { t } = useTranslation(['shell', 'common']);
  const profile = useSession((s) => s.profile);
  const [confirming, setConfirming] = useState(false);
  const { links } = getRuntimeConfig();
  return (
    <>
      {links?.officialSite && (
        <Link href={links.officialSite} color="inherit" target="_blank" rel="noopener">
          {t('header.officialSite')}
        </Link>
      )}
      {links?.contact && (
        <Link href={links.contact} color="inherit">
          {t('header.contact')}
        </Link>
      )}
      {profile && <Typography data-testid="current-user">{t('header.user', { fullName: profile.fullName, account: profile.account })}</Typography>}
      <Box sx={LANGUAGE_FIELD}>
        <LanguageSwitch />
      </Box>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)}>
        {t('header.logout')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="shell:header.logoutConfirmTitle"
        body="shell:header.logoutConfirmBody"
        confirmLabel="shell:header.logout"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void signOut();
        }}
      />
    </>
  );
}
