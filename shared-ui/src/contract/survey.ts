import { DEFAULT_SURVEY_STATUS } from './constants';
import type { FileRef } from './files';
import type { Code, Id } from './scalars';

/** Survey status: ON by default (spec section 4); OFF is the only other value (portal's choice). OFF surveys cannot be picked for new audits. */
export type SurveyStatus = 'ON' | 'OFF';

export const SURVEY_STATUSES: readonly SurveyStatus[] = ['ON', 'OFF'];

/** An audit questionnaire (spec section 3, "Survey"). */
export interface Survey {
  id?: Id;
  name: string;
  auditDepartment: Code;
  description?: string;
  environmentLevelCodes: Code[];
  serviceItemCodes: Code[];
  supplierTypeCodes: Code[];
  /** The questionnaire sheet a supplier fills in. */
  exampleFile?: FileRef;
  status: SurveyStatus;
}

/** A saved survey, as its calls and its list answer it. */
export type SurveyRecord = Survey & { id: Id };

/** The survey list's filters (issue 14: department, name, status, supplier type, service item). */
export interface SurveyFilter {
  name?: string;
  auditDepartment?: Code;
  status?: SurveyStatus;
  /** Surveys for this supplier type (or for every type). */
  supplierTypeCode?: Code;
  /** Surveys for this service item (or for every item). */
  serviceItemCode?: Code;
}

export function newSurvey(): Survey {
  return {
    name: '',
    auditDepartment: '',
    description: '',
    environmentLevelCodes: [],
    serviceItemCodes: [],
    supplierTypeCodes: [],
    status: DEFAULT_SURVEY_STATUS,
  };
}
