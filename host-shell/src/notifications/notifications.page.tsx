import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Stack, Typography } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { formatDateTime } from 'shared-ui/components';
import { NOTIFICATION_KINDS, NOTIFICATION_READ_STATES, type Notification, type NotificationFilter } from 'shared-ui/contract';
import { defineList, ListPage, type ListDeclaration } from 'shared-ui/list';
import { notificationResource } from './notifications.api';
import { useNotificationText } from './notification-text';
import { useNotificationActions } from './use-notifications';

type Actions = ReturnType<typeof useNotificationActions>;
type Open = Actions['open'];

function KindCell({ row }: { row: Notification }) {
  const { t } = useTranslation('notification');
  return <>{t(`notification:kindName.${row.kind}`)}</>;
}

/** The notification's sentence, and under it the reason or due date it came with: text in the cell, read by every user. */
function MessageCell({ row }: { row: Notification }) {
  const text = useNotificationText();
  const details = text.details(row);
  return (
    <Stack sx={{ justifyContent: 'center', whiteSpace: 'normal', lineHeight: 1.3 }}>
      <span>{text.message(row)}</span>
      {details && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
          {details}
        </Typography>
      )}
    </Stack>
  );
}

function ReadCell({ row }: { row: Notification }) {
  const { t } = useTranslation('notification');
  return <>{t(`notification:readState.${row.readAt ? 'READ' : 'UNREAD'}`)}</>;
}

/**
 * The record's number as a link; the row's own click would open it too, so the click stops here.
 * One Tab stop for the grid, as every cell's control: the link takes the grid's `tabIndex` (0 in the
 * focused cell only), the arrow keys reach the others.
 */
function DocNoCell({ row, open, tabIndex }: { row: Notification; open: Open; tabIndex: 0 | -1 }) {
  const click = (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    open(row);
  };
  return (
    <Link component={RouterLink} to={row.link} onClick={click} tabIndex={tabIndex}>
      {row.docNo}
    </Link>
  );
}

/**
 * All of the user's notifications, newest first (issue 19): filters read state, kind and date; a
 * row (or its number) opens the record and marks the notification read; "mark all read" needs no
 * confirmation, nothing is lost by it.
 */
export const notificationList = ({ open, opening, readAll }: Actions): ListDeclaration<Notification, NotificationFilter> =>
  defineList<Notification, NotificationFilter>({
    resource: notificationResource,
    namespace: 'notification',
    title: 'notification:title',
    permission: null,
    noRecords: 'notification:list.empty',
    // The record's page, the notification read on the way (not when the row is only pointed at).
    rowLink: (row) => row.link,
    onOpen: opening,
    toolbarActions: [{ key: 'readAll', label: 'notification:list.markAllRead', onClick: () => void readAll() }],
    columns: [
      { field: 'kind', width: 200, renderCell: ({ row }) => <KindCell row={row} /> },
      { field: 'message', flex: 1, minWidth: 320, sortable: false, wraps: true, renderCell: ({ row }) => <MessageCell row={row} /> },
      { field: 'docNo', width: 200, renderCell: ({ row, tabIndex }) => <DocNoCell row={row} open={open} tabIndex={tabIndex} /> },
      { field: 'createdAt', width: 170, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'readState', width: 120, sortable: false, renderCell: ({ row }) => <ReadCell row={row} /> },
    ],
    filters: [
      { type: 'select', name: 'readState', options: NOTIFICATION_READ_STATES.map((code) => ({ code, label: `notification:readState.${code}` })) },
      { type: 'select', name: 'kind', options: NOTIFICATION_KINDS.map((code) => ({ code, label: `notification:kindName.${code}` })) },
      { type: 'dateRange', name: 'createdAt' },
    ],
  });

export default function NotificationsPage() {
  const actions = useNotificationActions();
  // One declaration for the page's life: the list keeps its state by it.
  const [declaration] = useState(() => notificationList(actions));
  return <ListPage declaration={declaration} />;
}
