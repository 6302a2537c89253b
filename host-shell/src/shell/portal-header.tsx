import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, getRuntimeConfig, isProduction, LanguageSwitch, Stack, Typography, useSession, visuallyHidden } from 'shared-ui';
import {
  AppBar, Chip, ConfirmDialog, ContactSupportIcon, IconButton, LogoutIcon, MenuIcon, PublicIcon, Toolbar, useAnyUnsavedPage, useScreenBelow,
} from 'shared-ui/components';
import { JumpTo } from 'shared-ui/jump-to';
import { signOut } from '../auth/sign-out';
import { NotificationBell } from '../notifications/notification-bell';
import { DemoDataReset } from './demo-data-reset';
import { HeaderControl } from './header-control';
import { MENU_DRAWER_ID } from './side-menu';

const isTestArea = () => !isProduction(getRuntimeConfig());

/**
 * Title, version, the jump-to box, the notifications' bell, links, the user, language and logout;
 * yellow with a label outside production. `menu`, on a narrow screen: the header keeps one row
 * (the menu button, the title, the jump-to box and the bell) and the rest is in the menu drawer
 * (PortalExtras), where a phone has the room for it. Below `xl` (a laptop), the bar keeps one row
 * too: the short title, and the links and buttons as their icons (HeaderControl). The user's name
 * is what gives way, cut short with its whole text as its tooltip.
 */
export function PortalHeader({ menu }: { menu?: { open: boolean; onOpen(): void } }) {
  const { t } = useTranslation(['shell', 'common']);
  const config = getRuntimeConfig();
  const testArea = isTestArea();
  const compact = useScreenBelow('xl');
  const short = Boolean(menu) || compact;

  return (
    <AppBar
      position="static"
      elevation={0}
      sx={testArea ? { bgcolor: '#ffd54f', color: '#1f1f1f' } : undefined}
      data-environment={config.environment}
    >
      {/* Nothing wraps or shrinks but what says it gives way: a Button's min-width would otherwise let
          its words spill over its neighbour's. */}
      <Toolbar variant="dense" sx={{ gap: short ? 1 : 2, whiteSpace: 'nowrap', '& > :not([data-gives-way])': { flexShrink: 0 } }}>
        {menu && (
          <IconButton edge="start" color="inherit" onClick={menu.onOpen} aria-label={t('menu.open')} aria-controls={MENU_DRAWER_ID} aria-expanded={menu.open}>
            <MenuIcon />
          </IconButton>
        )}
        {/* On a phone the title gives way (ellipsis); beside a desktop's controls, the user's name does. */}
        <Typography component="p" variant={menu ? 'subtitle1' : 'h3'} noWrap data-gives-way={menu ? true : undefined} sx={{ fontWeight: 700, minWidth: 0 }}>
          {/* Below `md` the one-row header leaves the English name about 100–200 px (less beside the test
              area's chip, which says "Test" there): its short form, not "Supplier Coll…". */}
          {short ? t('header.shortTitle') : t('common:app.title')}
        </Typography>
        {!menu && <AppVersion />}
        {testArea && <Chip size="small" color="error" label={t(short ? 'header.testAreaShort' : 'header.testArea')} />}
        {!menu && testArea && <DemoDataReset compact={compact} />}
        <Box sx={{ flex: 1 }} />
        <JumpTo compact={short} />
        <NotificationBell />
        {!menu && <UserControls compact={compact} />}
      </Toolbar>
    </AppBar>
  );
}

/** What the header leaves out on a narrow screen, in the menu drawer: the user and their controls, the links, the version. */
export function PortalExtras() {
  return (
    <Stack spacing={1.5} sx={{ p: 2, alignItems: 'flex-start' }}>
      <UserControls compact={false} />
      <AppVersion />
      {isTestArea() && <DemoDataReset compact={false} />}
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

/** The portal's links, the signed-in user, the language and logout (asked to confirm); `compact`: see HeaderControl. */
function UserControls({ compact }: { compact: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const profile = useSession((s) => s.profile);
  const [confirming, setConfirming] = useState(false);
  // A page's unsaved changes go with the logout: the question says so.
  const unsaved = useAnyUnsavedPage();
  const { links } = getRuntimeConfig();
  return (
    <>
      {links?.officialSite && <HeaderControl compact={compact} icon={<PublicIcon />} label={t('header.officialSite')} href={links.officialSite} newTab />}
      {links?.contact && <HeaderControl compact={compact} icon={<ContactSupportIcon />} label={t('header.contact')} href={links.contact} />}
      {profile && <UserName text={t('header.user', { fullName: profile.fullName, account: profile.account })} />}
      <Box sx={LANGUAGE_FIELD}>
        <LanguageSwitch />
      </Box>
      <HeaderControl compact={compact} icon={<LogoutIcon />} label={t('header.logout')} onClick={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        title="shell:header.logoutConfirmTitle"
        body={unsaved ? 'shell:header.logoutConfirmBodyUnsaved' : 'shell:header.logoutConfirmBody'}
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

/**
 * The signed-in user, "name (account)". On the bar (no wrapping) the one part that gives way,
 * cut short with an ellipsis and whole in its tooltip; in the phone's drawer it wraps.
 */
function UserName({ text }: { text: string }) {
  return (
    <Typography data-testid="current-user" data-gives-way title={text} sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Typography>
  );
}
