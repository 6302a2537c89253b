import type { SurveyRecord } from 'shared-ui/contract';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

/** Whether a survey is for this code: its list names it, or is empty (for everyone). */
const forCode = (read: (s: SurveyRecord) => readonly string[]) => (s: SurveyRecord, value: unknown) => {
  const codes = read(s);
  return codes.length === 0 || codes.includes(String(value));
};

/**
 * The survey list (SurveyFilter): name contains; department and status exact; supplier type and
 * service item: the surveys for it, including those for everyone. Keyword over name and description.
 */
export const SURVEY_SEARCH: SearchSpec<SurveyRecord> = {
  keywordFields: ['name', 'description'],
  customFilters: {
    name: textFilter((s) => s.name),
    supplierTypeCode: forCode((s) => s.supplierTypeCodes),
    serviceItemCode: forCode((s) => s.serviceItemCodes),
  },
};

