import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, getRuntimeConfig, isProduction, LanguageSwitch, Link, Typography, useSession } from 'shared-ui';
import { AppBar, Chip, ConfirmDialog, IconButton, LogoutIcon, MenuIcon, Toolbar } from 'shared-ui/components';
import { JumpTo } from 'shared-ui/jump-to';
import { signOut } from '../auth/sign-out';
import { NotificationBell } from '../notifications/notification-bell';
import { DemoDataReset } from './demo-data-reset';
import { MENU_DRAWER_ID } from './side-menu';

/**
 * Title, version, the jump-to box, the notifications' bell, links, the user, language and logout;
 * yellow with a label outside production. `menu`: on a narrow screen, the button that opens the
 * menu drawer.
 */
export function PortalHeader({ menu }: { menu?: { open: boolean; onOpen(): void } }) {
  const { t } = useTranslation(['shell', 'common']);
  const profile = useSession((s) => s.profile);
  const [confirming, setConfirming] = useState(false);
  const config = getRuntimeConfig();
  const testArea = !isProduction(config);

  return (
    <AppBar
      position="static"
      elevation={0}
      sx={testArea ? { bgcolor: '#ffd54f', color: '#1f1f1f' } : undefined}
      data-environment={config.environment}
    >
      <Toolbar variant="dense" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {menu && (
          <IconButton edge="start" color="inherit" onClick={menu.onOpen} aria-label={t('menu.open')} aria-controls={MENU_DRAWER_ID} aria-expanded={menu.open}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
          {t('common:app.title')}
        </Typography>
        <Typography variant="caption">{t('common:app.version', { version: config.version })}</Typography>
        {testArea && <Chip size="small" color="error" label={t('header.testArea')} />}
        {testArea && <DemoDataReset />}
        <Box sx={{ flex: 1 }} />
        <JumpTo />
        <NotificationBell />
        {config.links?.officialSite && (
          <Link href={config.links.officialSite} color="inherit" target="_blank" rel="noopener">
            {t('header.officialSite')}
          </Link>
        )}
        {config.links?.contact && (
          <Link href={config.links.contact} color="inherit">
            {t('header.contact')}
          </Link>
        )}
        {profile && <Typography data-testid="current-user">{t('header.user', { fullName: profile.fullName, account: profile.account })}</Typography>}
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
          <LanguageSwitch />
        </Box>
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)}>
          {t('header.logout')}
        </Button>
      </Toolbar>
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
    </AppBar>
  );
}
