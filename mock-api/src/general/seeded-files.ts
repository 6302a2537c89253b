import type { FileRef } from 'shared-ui/contract';
import { writeWorkbook, XLSX_TYPE } from '../http/xlsx';

/**
 * The seed's records point at files (`seed-…` ids: a survey's questionnaire sheet, an audit's
 * evidence, a supplier's certificates) that nobody uploaded, so their bytes were never stored and
 * every download of one answered 404. The mock answers them with a small demo document of the
 * referenced name and type instead (the reference is found where the records hold it:
 * activity/file-holders.ts).
 */
export const isSeededFileId = (fileId: string) => fileId.startsWith('seed-');

/**
 * Every file reference in a record or an answer (`{ fileId, fileName, … }` at any depth, as
 * records hold their files), handed to `visit` until it answers true (found: stop).
 */
export function eachFileRef(value: unknown, visit: (ref: FileRef) => boolean | void, depth = 0): boolean {
  if (depth > 6 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => eachFileRef(item, visit, depth + 1));
  const record = value as Record<string, unknown>;
  if (typeof record.fileId === 'string' && typeof record.fileName === 'string' && visit(record as unknown as FileRef)) return true;
  for (const key in record) {
    if (Object.hasOwn(record, key) && eachFileRef(record[key], visit, depth + 1)) return true;
  }
  return false;
}

/** The reference to `fileId` in a record or an answer, or undefined when it holds none. */
export function fileRefIn(value: unknown, fileId: string): FileRef | undefined {
  let found: FileRef | undefined;
  eachFileRef(value, (ref) => ref.fileId === fileId && Boolean((found = ref)));
  return found;
}

/** A demo document for a seeded reference: a sheet for .xlsx, a one-page PDF, else plain text. */
export async function demoContent(ref: FileRef): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  const line = `Demo file of the supplier portal's sample data: ${ref.fileName}`;
  if (ref.fileName.toLowerCase().endsWith('.xlsx')) {
    return { bytes: await writeWorkbook([{ name: 'Demo', header: ['Demo'], rows: [[line]] }]), contentType: XLSX_TYPE };
  }
  if (ref.fileName.toLowerCase().endsWith('.pdf')) return { bytes: encode(onePagePdf(ref.fileName)), contentType: 'application/pdf' };
  return { bytes: encode(`${line}\n`), contentType: 'text/plain; charset=utf-8' };
}

const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

/** The smallest valid PDF that shows one line (ASCII only: the name's other characters as _). */
function onePagePdf(fileName: string): string {
  const text = `Demo file: ${fileName}`.replace(/[^\x20-\x7e]/g, '_').replace(/[()\\]/g, '_');
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
