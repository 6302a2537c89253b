import type { FileRef } from './files';
import type { Code, Id, IsoDate } from './scalars';

/** Relation log status: the spec names the catalogue only; DRAFT until committed (portal's choice). */
export type RelationEventStatus = 'DRAFT' | 'COMMITTED';

/** A supplier relationship maintenance event (spec section 3, "Relation event"). */
export interface RelationEvent {
  id?: Id;
  supplierId: Id;
  subject: string;
  description?: string;
  eventDate: IsoDate;
  eventLocation?: string;
  /** Who took part, as free text (internal staff and supplier people alike). */
  eventParticipant?: string;
  eventTypeCode: Code;
  status: RelationEventStatus;
  attachments: FileRef[];
}
