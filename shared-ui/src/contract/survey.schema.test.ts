import { newSurvey } from './survey';
import { surveySchema } from './survey.schema';
import { issuesOf } from './issues';

describe('survey', () => {
  it('a new survey is ON (spec section 9) and needs a name and a department', () => {
    expect(newSurvey().status).toBe('ON');
    expect(issuesOf(surveySchema, newSurvey())).toEqual([
      { path: 'name', key: 'validation:required' },
      { path: 'auditDepartment', key: 'validation:required' },
    ]);
  });

  it('keeps one questionnaire sheet: the form’s file list becomes the body’s file', () => {
    const file = { fileId: 'file-1', fileName: 'QM-qms-2026.xlsx', size: 2048 };
    const parsed = surveySchema.parse({ ...newSurvey(), name: 'QMS', auditDepartment: 'QM', exampleFile: [file] });
    expect(parsed.exampleFile).toEqual(file);
    expect(surveySchema.parse({ ...newSurvey(), name: 'QMS', auditDepartment: 'QM', exampleFile: [] }).exampleFile).toBeUndefined();
    expect(issuesOf(surveySchema, { ...newSurvey(), name: 'QMS', auditDepartment: 'QM', status: 'MAYBE' })).toEqual([{ path: 'status', key: 'validation:invalid' }]);
  });
});
