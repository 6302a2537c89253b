import type { FileRef } from 'shared-ui/contract';
import { writeWorkbook, XLSX_TYPE } from '../http/xlsx';
import { db } from '../store/db';
import { seedCollection, SEEDED_COLLECTIONS } from '../store/state';

/**
 * The seed's records point at files (`seed-…` ids: a survey's questionnaire sheet, an audit's
 * evidence, a supplier's certificates) that nobody uploaded, so their bytes were never stored and
 * every download of one answered 404. The mock answers them with a small demo document of the
 * referenced name and type instead.
 */
export function seededFileRef(fileId: string): FileRef | undefined {
  if (!fileId.startsWith('seed-')) return undefined;
  for (const name of SEEDED_COLLECTIONS) {
    const items = (db.state.collections[name] ??= seedCollection(name)).items;
    for (const record of items) {
      const found = findRef(record, fileId, 0);
      if (found) return found;
    }
  }
  return undefined;
}

function findRef(value: unknown, fileId: string, depth: number): FileRef | undefined {
  if (depth > 6 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRef(item, fileId, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  if (record.fileId === fileId && typeof record.fileName === 'string') return record as unknown as FileRef;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const found = findRef(record[key], fileId, depth + 1);
    if (found) return found;
  }
  return undefined;
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
