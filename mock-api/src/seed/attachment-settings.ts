import type { AttachmentSetting } from 'shared-ui/contract';
import { seedAttachmentTypes } from './commerce';

/** Portuguese names of the attachment types (the settings of Brazilian local suppliers are in pt-BR). */
const PT: Record<string, string> = {
  REG: 'Comprovante de inscrição (CNPJ)',
  BANK: 'Comprovante bancário',
  TAX: 'Certidão negativa de débitos',
  ISO: 'Certificado ISO',
  NDA: 'Acordo de confidencialidade',
  CSR: 'Compromisso de responsabilidade social',
  RoHS: 'Declaração RoHS',
};
const LANG_SUFFIX: Record<string, string> = { 'zh-TW': 'ZH', 'en-US': 'EN', 'pt-BR': 'PT' };

/** [attachment type, stage, required, open while the BPM form is open, supplier types (absent: all)] */
const PLAN: [string, AttachmentSetting['stage'], boolean, boolean, string[]?][] = [
  ['REG', 'FIRST', true, false],
  ['BANK', 'FIRST', true, false],
  ['TAX', 'FIRST', true, true, ['RAW', 'PART', 'OEM', 'BRL']],
  ['NDA', 'FIRST', false, true],
  ['ISO', 'SECOND', true, true, ['RAW', 'PART', 'OEM', 'EQP']],
  ['RoHS', 'SECOND', true, true, ['RAW', 'PART', 'OEM', 'BRL']],
  ['CSR', 'SECOND', false, true],
];

const SUPPLIER_TYPES = ['RAW', 'PART', 'OEM', 'EQP', 'SVC', 'LOG', 'BRL'];
/** The languages a supplier type's settings exist in. */
export const settingLanguages = (supplierTypeCode: string) => (supplierTypeCode === 'BRL' ? ['pt-BR', 'en-US'] : ['zh-TW', 'en-US']);

/**
 * The attachment settings: per supplier type and language, which attachment is asked for at the
 * first (registration) or second (review) stage. `name` is in the setting's own language; the
 * code reads `{type}-{attachment}-{language}`, e.g. `RAW-REG-ZH`.
 */
export function seedAttachmentSettings(): AttachmentSetting[] {
  const names = new Map(seedAttachmentTypes().map((t) => [t.code, t.name]));
  const settings: Omit<AttachmentSetting, 'id'>[] = [];
  for (const supplierTypeCode of SUPPLIER_TYPES) {
    for (const lang of settingLanguages(supplierTypeCode)) {
      for (const [type, stage, required, openBpmStatus, types] of PLAN) {
        if (types && !types.includes(supplierTypeCode)) continue;
        const name = lang === 'pt-BR' ? PT[type] : names.get(type)![lang as 'zh-TW' | 'en-US'];
        settings.push({
          attachmentCode: `${supplierTypeCode}-${type}-${LANG_SUFFIX[lang]}`,
          name,
          type,
          supplierTypeCode,
          lang,
          required,
          stage,
          openBpmStatus,
          ...(required ? { exampleFileId: `example-${type}` } : {}),
        });
      }
    }
  }
  return settings.map((s, i) => ({ id: i + 1, ...s }));
}
