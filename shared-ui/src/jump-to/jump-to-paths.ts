import type { JumpToKind, JumpToMatch } from 'shared-ui/contract';

/**
 * The `/admin/<feature>` area whose detail route (`detail/:mode/:id`) opens each kind. The host
 * knows remotes only through its feature table, so the box keeps this map here; a host test
 * holds it to that table.
 */
export const JUMP_TO_FEATURES: Record<JumpToKind, string> = {
  po: 'po',
  inquiry: 'inquiry',
  quotation: 'quotation',
  parity: 'parity',
  invoice: 'invoice',
  audit: 'audit',
  supplier: 'supplier',
};

/** The record's detail page in view mode. */
export const jumpToPath = (match: Pick<JumpToMatch, 'kind' | 'id'>) => `/admin/${JUMP_TO_FEATURES[match.kind]}/detail/view/${encodeURIComponent(String(match.id))}`;
