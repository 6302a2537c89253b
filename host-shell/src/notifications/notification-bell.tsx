import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, IconButton, NotificationsIcon, Popover } from 'shared-ui/components';
import { NotificationPanel } from './notification-panel';
import { useNotificationSummary } from './use-notifications';

/**
 * The header's bell (issue 19): the unread count on a badge, in the button's name too, and a panel
 * of the newest notifications. Polls with back-off (use-notifications.ts); a failed poll shows the
 * last count and tries again.
 */
export function NotificationBell() {
  const { t } = useTranslation('notification');
  const summary = useNotificationSummary();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const count = summary.data?.unreadCount ?? 0;

  return (
    <>
      <IconButton color="inherit" aria-label={t('notification:bell.label', { count })} aria-haspopup="dialog" aria-expanded={anchor !== null} onClick={(e) => setAnchor(e.currentTarget)}>
        {/* No content at zero: a hidden "0" is still text, and the button's name says "none unread". */}
        <Badge badgeContent={count || undefined} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {/* 380 px wide, and on a phone 16 px short of each edge (MUI keeps the panel 16 px from them). */}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <NotificationPanel headingId={headingId} latest={summary.data?.latest ?? []} onDone={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
