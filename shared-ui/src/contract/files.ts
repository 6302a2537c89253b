import type { Code, IsoDateTime } from './scalars';

/**
 * A file the server holds. Uploads go `file issue` then `file commit` (spec section 7), so the
 * id is the server's opaque token (a string, not a numeric id: an issued file is not a record
 * until it is committed).
 */
export interface FileRef {
  fileId: string;
  fileName: string;
  /** Bytes. */
  size?: number;
  /** MIME type as uploaded. */
  contentType?: string;
  uploadedAt?: IsoDateTime;
}

/** The answer of `file issue`: the token to commit and where the bytes go. */
export interface FileIssueResult {
  fileId: string;
  uploadUrl?: string;
}

/** One attachment slot of a supplier: the attachment code of the setting and its files. */
export interface SupplierAttachment {
  attachmentCode: Code;
  attachmentName?: string;
  required?: boolean;
  files: FileRef[];
}

/** The file limits of an upload field (spec section 5, "Files and search"). */
export interface FileRules {
  /** Size limit in MB (1 MB = 1024 × 1024 bytes). */
  maxMb: number;
  /** Allowed types: extensions without the dot (`pdf`, `xlsx`) or MIME types (`image/png`). */
  types: string[];
}
