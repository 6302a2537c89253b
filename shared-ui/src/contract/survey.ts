import { DEFAULT_SURVEY_STATUS } from './constants';
import type { FileRef } from './files';
import type { Code, Id } from './scalars';

/** Survey status: ON by default (spec section 4); OFF is the only other value (portal's choice). */
export type SurveyStatus = 'ON' | 'OFF';

/** An audit questionnaire (spec section 3, "Survey"). */
export interface Survey {
  id?: Id;
  name: string;
  auditDepartment: Code;
  description?: string;
  environmentLevelCodes: Code[];
  serviceItemCodes: Code[];
  supplierTypeCodes: Code[];
  exampleFile?: FileRef;
  status: SurveyStatus;
}

export interface SurveyFilter {
  name?: string;
  auditDepartment?: Code;
  status?: SurveyStatus;
}

export function newSurvey(): Survey {
  return {
    name: '',
    auditDepartment: '',
    environmentLevelCodes: [],
    serviceItemCodes: [],
    supplierTypeCodes: [],
    status: DEFAULT_SURVEY_STATUS,
  };
}
