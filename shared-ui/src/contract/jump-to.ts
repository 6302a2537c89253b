// The header's jump-to box (issue 19): one call answering the records a typed number or name
// opens, across the domains, only those the caller may see.

/** The kinds of record the box opens; their order is the order the answer groups them in. */
export const JUMP_TO_KINDS = ['po', 'inquiry', 'quotation', 'parity', 'invoice', 'audit', 'supplier'] as const;
export type JumpToKind = (typeof JUMP_TO_KINDS)[number];

/** The most matches one call answers: a short list to pick from, not a search page. */
export const JUMP_TO_MAX_MATCHES = 10;

/** `POST a/jumpTo/search` (internal users) or `su/jumpTo/search` (supplier users). A blank keyword answers no match. */
export interface JumpToRequest {
  keyword: string;
}

/** One record the keyword matches: its kind and id (its detail page), its number and a line naming it. */
export interface JumpToMatch {
  kind: JumpToKind;
  id: number;
  /** The number typed for it: PO, inquiry, quotation, parity, request or audit number, supplier SCP number. */
  number: string;
  /** The record's name beside the number: supplier, purpose, audit name... */
  label?: string;
}
