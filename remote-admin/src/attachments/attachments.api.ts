import { defaultSorts, type AttachmentSetting, type AttachmentSettingFilter, type AttachmentStage } from 'shared-ui/contract';
import { resource, type ListSearch, type ServerOptions } from 'shared-ui/data';

/** `g/supplierTypeAttachment`: search, create, update (spec section 7), read by attachment code. */
export const attachmentSettingResource = resource<AttachmentSetting, AttachmentSetting, AttachmentSettingFilter>('g/supplierTypeAttachment');

/** The settings of one stage as choices of the first/second stage filters (their ids). */
export const stageSettings = (stage: AttachmentStage): ServerOptions => ({
  key: [...attachmentSettingResource.key, 'stage', stage],
  load: async () => {
    const page = await attachmentSettingResource.search({ paging: { page: 1, pageSize: 1000 }, sorts: [{ field: 'id', direction: 'ASC' }] });
    return page.items.filter((s) => s.stage === stage).map((s) => ({ code: String(s.id), name: `${s.attachmentCode} ${s.name}` }));
  },
});

/** By supplier type and stage, as the spec orders them. */
export const attachmentListSearch: ListSearch<AttachmentSetting, AttachmentSettingFilter> = { resource: attachmentSettingResource, defaultSort: defaultSorts('attachmentSetting') };
