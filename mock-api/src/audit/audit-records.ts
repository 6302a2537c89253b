import type { AuditHistoryEntry, AuditListItem, AuditTarget, Supplier } from 'shared-ui/contract';
import type { Refusal } from '../http/guarded';
import type { Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import type { AuditRecord } from '../seed/audits';
import { clock } from '../store/clock';
import { audits, surveys } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

/** Whether the reader reaches the audit: internal users every audit; a supplier those it is a target of, once invited. */
export const reaches = (reader: Reader, a: AuditRecord) =>
  reader.kind === 'internal' || (a.status !== 'DRAFT' && a.targets.some((t) => t.supplierId === reader.supplierId));

/** The audit of the path's id as the reader may reach it, or the 404 (never 403: ids cannot be probed). */
export function auditOf(request: Request, reader: Reader, rawId: string): { audit: AuditRecord } | Refusal {
  const audit = audits.get(idOf(rawId));
  return audit && reaches(reader, audit) ? { audit } : { response: notFound(request) };
}

/**
 * The audit as the reader sees it: each survey with its name and questionnaire sheet (a supplier
 * cannot read surveys itself), the history; a supplier sees the auditors' review scores only
 * once the result is set.
 */
export function answered(a: AuditRecord, reader: Pick<Reader, 'kind'>): AuditRecord {
  const surveyIds = a.surveyIds.map((s) => {
    const survey = surveys.get(s.surveyId);
    return { ...s, ...(survey ? { surveyName: survey.name } : {}), ...(survey?.exampleFile ? { exampleFile: survey.exampleFile } : {}) };
  });
  const shown = { ...a, surveyIds, history: a.history ?? [] };
  if (reader.kind === 'internal' || a.status === 'COMPLETED') return shown;
  return { ...shown, scoreList: a.scoreList.map(({ reviewScore: _score, reviewAccount: _by, reviewFile: _file, ...own }) => own) };
}

/** A supplier as an audit's target names it. */
export const targetOf = (s: Supplier): AuditTarget => ({
  supplierId: s.id!,
  supplierName: s.basicData.companyInfo.name,
  ...(s.basicData.systemInfo.supplierNoScp ? { supplierNoScp: s.basicData.systemInfo.supplierNoScp } : {}),
  stage: s.basicData.systemInfo.stage,
});

/** The audit with one more line of its history, at the business clock's now. */
export const withHistory = (a: AuditRecord, ...entries: Omit<AuditHistoryEntry, 'at'>[]): AuditHistoryEntry[] => [
  ...(a.history ?? []),
  ...entries.map((e) => ({ at: clock.iso(), ...e })),
];

/** The next `AUD-<year>-<n>` of the year. */
export function nextAuditNo(year: string): string {
  const prefix = `AUD-${year}-`;
  const last = audits
    .all()
    .map((a) => a.auditNo ?? '')
    .filter((no) => no.startsWith(prefix))
    .reduce((n, no) => Math.max(n, Number(no.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

/** A row of the audit list. */
export const auditListItem = (a: AuditRecord): AuditListItem => ({
  id: a.id,
  auditNo: a.auditNo ?? '',
  name: a.name,
  type: a.type,
  startDate: a.startDate,
  endDate: a.endDate,
  status: a.status,
  targetNames: a.targets.map((t) => t.supplierName ?? String(t.supplierId)).join(', '),
  supplierIds: a.targets.map((t) => t.supplierId),
  personInCharge: a.personInCharge,
  ...(a.result ? { result: a.result } : {}),
  ...(a.resultScore !== undefined ? { resultScore: a.resultScore } : {}),
  ...(a.resultBlock !== undefined ? { resultBlock: a.resultBlock } : {}),
  ...(a.reply ? { replyStatus: a.reply.status, ...(a.reply.dueDate ? { replyDueDate: a.reply.dueDate } : {}) } : {}),
});

/** Audits whose period overlaps `{ from, to }` (either end open). */
function overlaps(row: AuditListItem, value: unknown): boolean {
  const { from, to } = (typeof value === 'object' && value !== null ? value : {}) as { from?: string; to?: string };
  return (!from || row.endDate >= from) && (!to || row.startDate <= to);
}

/**
 * The audit list (AuditFilter): number and name contain; status, type, result, reply status exact
 * (one or a list); `supplierIds` any target; `auditDate` the period overlapping the range.
 * Keyword over number, name and the targets' names.
 */
export const AUDIT_SEARCH: SearchSpec<AuditListItem> = {
  keywordFields: ['auditNo', 'name', 'targetNames'],
  customFilters: {
    auditNo: textFilter((a) => a.auditNo),
    name: textFilter((a) => a.name),
    auditDate: overlaps,
  },
};
