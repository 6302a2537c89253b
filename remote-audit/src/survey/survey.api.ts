import type { SurveyFilter, SurveyRecord } from 'shared-ui/contract';
import { resource, type ListSearch, type ServerOptions } from 'shared-ui/data';

// The questionnaire calls of spec section 7 (internal users, `a/supplierAuditSurvey`).

/** Surveys: search, read, create, update. */
export const surveyResource = resource<SurveyRecord, SurveyRecord, SurveyFilter>('a/supplierAuditSurvey');

/** The surveys that may be picked for an audit (ON), as a select's options: `name`, with the department in `departmentCode`. */
export const pickableSurveys: ServerOptions = {
  key: [...surveyResource.key, 'pickable'],
  load: async () =>
    (await surveyResource.search({ status: 'ON', paging: { page: 1, pageSize: 1000 }, sorts: [{ field: 'auditDepartment', direction: 'ASC' }, { field: 'name', direction: 'ASC' }] })).items.map((s) => ({
      code: String(s.id),
      name: `${s.auditDepartment} · ${s.name}`,
      departmentCode: s.auditDepartment,
    })),
};

export const surveyListSearch: ListSearch<SurveyRecord, SurveyFilter> = { resource: surveyResource };
