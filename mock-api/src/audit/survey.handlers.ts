import { http } from 'msw';
import { recordActivity } from '../activity';
import { DEFAULT_SURVEY_STATUS, issue, surveySchema, VK, type SurveyOutput, type SurveyRecord } from 'shared-ui/contract';
import { foreignFileTexts } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { surveys } from '../store/collections';
import { isOption, unknownCodes } from './codes';
import { SURVEY_SEARCH } from './survey-rows';

type Params = { id: string };

/** The survey as sent, or the 400 listing every broken rule: the contract's schema, then the codes against the option lists. */
/** The survey sent, checked; `defaults` fill what a new one may leave out. */
async function surveyOf(request: Request, account: string, defaults: Partial<SurveyOutput> = {}): Promise<{ data: SurveyOutput } | { response: Response }> {
  const parsed = parseOrRefuse(request, surveySchema, { ...defaults, ...(await readBody(request)) });
  if ('response' in parsed) return parsed;
  const s = parsed.data;
  const issues = [
    ...(isOption('departments', s.auditDepartment) ? [] : [issue(VK.invalid, 'auditDepartment')]),
    ...unknownCodes('supplierTypes', 'supplierTypeCodes', s.supplierTypeCodes),
    ...unknownCodes('serviceItems', 'serviceItemCodes', s.serviceItemCodes),
    ...unknownCodes('environmentLevels', 'environmentLevelCodes', s.environmentLevelCodes),
  ];
  // The example sheet: one a survey holds already (its own; a copy's source's: every survey reads to its editors), or the caller's own upload.
  const foreign = foreignFileTexts(request, 'exampleFile', s.exampleFile, () => surveys.all().flatMap((x) => (x.exampleFile ? [x.exampleFile] : [])), account);
  if (issues.length || foreign.length) return { response: refuseFields(request, issues, foreign) };
  return parsed;
}

/**
 * The questionnaires (`a/supplierAuditSurvey`, spec section 7): SURVEY view reads, create adds,
 * edit changes. An optional field left out of a change is cleared; OFF surveys stay readable
 * (old audits use them) but cannot be picked for an audit any more.
 */
export const surveyHandlers = [
  ...searchCalls({
    path: '*/api/a/supplierAuditSurvey/search',
    guard: internalHolding('SURVEY', 'view'),
    rows: () => surveys.all(),
    spec: SURVEY_SEARCH,
  }),

  http.get<Params>('*/api/a/supplierAuditSurvey/:id', guarded(internalHolding('SURVEY', 'view'), ({ request, params }) => {
    const survey = surveys.get(idOf(params.id));
    return survey ? ok(survey) : notFound(request);
  })),

  /** 201 the survey; ON unless sent OFF (spec section 9's default). A change sends its status: no default there. */
  http.post('*/api/a/supplierAuditSurvey', guarded(internalHolding('SURVEY', 'create'), async ({ request, caller }) => {
    const parsed = await surveyOf(request, caller.account.account, { status: DEFAULT_SURVEY_STATUS });
    return 'response' in parsed ? parsed.response : ok(surveys.insert(parsed.data), 201);
  })),

  http.put<Params>('*/api/a/supplierAuditSurvey/:id', guarded(internalHolding('SURVEY', 'edit'), async ({ request, params, caller }) => {
    const stored = surveys.get(idOf(params.id));
    if (!stored) return notFound(request);
    const parsed = await surveyOf(request, caller.account.account);
    if ('response' in parsed) return parsed.response;
    const from = stored.status;
    const saved = surveys.replace(stored.id, fieldsOf(surveySchema), parsed.data) as SurveyRecord;
    // Its only states are ON and OFF: switching is what its timeline tells.
    if (saved.status !== from) recordActivity({ kind: 'supplierAuditSurvey', id: stored.id }, { action: 'update', by: caller.account, from, to: saved.status });
    return ok(saved);
  })),
];
