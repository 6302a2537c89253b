import { purchaseBulletinSchema, type BulletinDetail, type PurchaseBulletinInput, type PurchaseBulletinOutput, type SupplierPurchaseBulletinRow } from 'shared-ui/contract';
import { useCallerPrefix } from 'shared-ui/data';
import { actionKit, defineDetail, DetailPage, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { confirmedThenOpen } from './bulletin-actions';
import { purchaseBulletinResource, supplierNoticeResource } from './bulletin.api';
import { HistoryTab } from './history-tab';
import { NoticeFields } from './notice-fields';
import { NoticeView, VersionSummary } from './notice-parts';
import { copyOfNotice, newNotice, noticeToForm } from './purchase-bulletin-form';

const ACTIONS = 'admin:bulletin.actions';
const { confirmed } = actionKit(ACTIONS);
const notPublished = (b: BulletinDetail) => ['DRAFT', 'COMMITTED', 'REJECTED'].includes(b.status) && b.docVersionStatus === 'CURRENT';

/** Publish (spec section 4), take down, or delete a draft: asked first, in view mode, by users who may edit bulletins. */
function noticeActions(b: BulletinDetail, ctx: DetailActionContext): DetailAction[] {
  if (ctx.mode !== 'view' || ctx.dirty || !ctx.can('edit')) return [];
  const actions: DetailAction[] = [];
  if (notPublished(b)) {
    actions.push(confirmed('publish', (call) => purchaseBulletinResource.action(b.id, 'publish', undefined, call)));
    actions.push(confirmedThenOpen(ACTIONS, 'delete', () => purchaseBulletinResource.remove(b.id).then(() => '/admin/purchasingBulletin'), { destructive: true }));
  }
  if (b.status === 'PUBLISHED') actions.push(confirmed('close', (call) => purchaseBulletinResource.action(b.id, 'close', undefined, call), { destructive: true }));
  return actions;
}

/** A purchasing bulletin as purchasing staff write it: changed until it is published. */
export const internalNoticeDetail = defineDetail<BulletinDetail, PurchaseBulletinInput, PurchaseBulletinOutput>({
  resource: purchaseBulletinResource,
  permission: 'BULLETIN_NORMAL',
  title: 'admin:bulletin.detailTitle',
  recordLabel: (notice) => notice.subject,
  form: {
    schema: () => purchaseBulletinSchema,
    toForm: noticeToForm,
    create: newNotice,
    copy: copyOfNotice,
    editable: notPublished,
  },
  tabs: (record) => [
    {
      key: 'notice',
      label: 'admin:bulletin.notice',
      render: () => <NoticeFields id="notice-fields" title="admin:bulletin.notice" summary={record && <VersionSummary record={record} />} />,
    },
    ...(record ? [{ key: 'history', label: 'admin:bulletin.history', render: () => <HistoryTab record={record} /> }] : []),
  ],
  actions: noticeActions,
});

/** A bulletin published to the supplier's company: read only; opening it marks it read. */
export const supplierNoticeDetail = defineDetail<SupplierPurchaseBulletinRow>({
  resource: supplierNoticeResource,
  permission: 'BULLETIN_NORMAL',
  title: 'admin:bulletin.detailTitle',
  recordLabel: (notice) => notice.subject,
  tabs: (record) => [{ key: 'notice', label: 'admin:bulletin.notice', render: () => record && <NoticeView notice={record} /> }],
});

/** `/admin/purchasingBulletin/detail/:mode/:id?` for both kinds of user. */
export function PurchaseBulletinDetailPage() {
  return useCallerPrefix() === 'a' ? <DetailPage declaration={internalNoticeDetail} /> : <DetailPage declaration={supplierNoticeDetail} />;
}
