import type { AttachmentSetting, AttachmentSettingFilter } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { defineList, ListPage, optionColumn, statusColumn } from 'shared-ui/list';
import { attachmentListSearch, stageSettings } from './attachments.api';

const YES_NO = [
  { code: 'true', label: 'admin:attachments.yes' },
  { code: 'false', label: 'admin:attachments.no' },
];
const yesNo = (value: unknown) => (value ? '✓' : '');

/** The attachment settings, ascending (spec section 9), with the filter of spec section 3; a row opens by its code. */
export const attachmentList = defineList<AttachmentSetting, AttachmentSettingFilter>({
  ...attachmentListSearch,
  namespace: 'admin',
  title: 'admin:features.attachments',
  permission: 'SUPPLIER_INFO',
  getRowId: (row) => row.attachmentCode,
  rowLink: (row) => `detail/view/${encodeURIComponent(row.attachmentCode)}`,
  toolbarActions: [{ key: 'create', label: 'admin:attachments.create', to: 'detail/create' }],
  columns: [
    { field: 'attachmentCode', width: 150 },
    { field: 'name', headerName: 'admin:fields.attachmentName', flex: 1, minWidth: 200 },
    optionColumn('type', optionsOf('attachmentTypes'), 150),
    optionColumn('supplierTypeCode', optionsOf('supplierTypes'), 160),
    optionColumn('lang', optionsOf('languages'), 110),
    statusColumn('stage', 'attachmentStage'),
    { field: 'required', width: 90, valueFormatter: yesNo },
    { field: 'openBpmStatus', width: 130, valueFormatter: yesNo },
  ],
  filters: [
    { type: 'select', name: 'type', options: optionsOf('attachmentTypes') },
    { type: 'select', name: 'supplierTypeCode', options: optionsOf('supplierTypes') },
    { type: 'select', name: 'lang', options: optionsOf('languages') },
    { type: 'multiSelect', name: 'firstStageAttachmentIds', options: stageSettings('FIRST') },
    { type: 'multiSelect', name: 'secondStageAttachmentIds', options: stageSettings('SECOND') },
    { type: 'select', name: 'openBpmStatus', options: YES_NO },
  ],
});

export function AttachmentListPage() {
  return <ListPage declaration={attachmentList} />;
}
