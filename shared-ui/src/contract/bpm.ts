// BPM sign-off (spec section 4: "commit to BPM"). The spec names a BPM status catalogue but not
// its values; these are the portal's choice, one per stage of a sign-off form.

/** NONE: never sent; SIGNING: waiting for signatures; APPROVED/REJECTED: signed off; CANCELLED: withdrawn. */
export type BpmStatus = 'NONE' | 'SIGNING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

export const BPM_STATUSES: readonly BpmStatus[] = ['NONE', 'SIGNING', 'APPROVED', 'REJECTED', 'CANCELLED'];
