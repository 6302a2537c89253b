import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Stack, Typography, visuallyHidden } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { Divider, List, ListItem, ListItemButton, ListItemText } from 'shared-ui/components';
import type { Notification } from 'shared-ui/contract';
import { NOTIFICATIONS_PATH } from '../routing/features';
import { useNotificationText } from './notification-text';
import { useNotificationActions } from './use-notifications';

/** The bell's panel: the newest notifications as links to their records, "mark all read" and the way to the list. */
export function NotificationPanel({ headingId, latest, onDone }: { headingId: string; latest: Notification[]; onDone(): void }) {
  const { t } = useTranslation('notification');
  const text = useNotificationText();
  const actions = useNotificationActions();

  return (
    <Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('notification:panel.heading')}
        </Typography>
        {/* Never disabled: a button that disables itself under the focus would drop the focus out of the panel. */}
        <Button size="small" onClick={() => void actions.readAll()}>
          {t('notification:panel.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {latest.length === 0 ? (
        <Typography sx={{ px: 2, py: 2 }}>{t('notification:panel.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {latest.map((n) => (
            <ListItem key={n.id} disablePadding>
              <ListItemButton
                component="a"
                href={n.link}
                onClick={(e: MouseEvent) => {
                  e.preventDefault();
                  onDone();
                  actions.open(n);
                }}
                sx={n.readAt ? undefined : { bgcolor: 'action.selected' }}
              >
                <ListItemText
                  primary={
                    <>
                      {!n.readAt && <Box component="span" sx={visuallyHidden}>{`${t('notification:panel.unread')}: `}</Box>}
                      {text.message(n)}
                    </>
                  }
                  secondary={[text.details(n), text.age(n)].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ px: 2, py: 1 }}>
        <Link component={RouterLink} to={NOTIFICATIONS_PATH} onClick={onDone}>
          {t('notification:panel.showAll')}
        </Link>
      </Box>
    </Stack>
  );
}
