import { auditSchema } from './audit.schema';
import { issuesOf } from './issues';

const valid = {
  name: '2026 annual audit',
  type: 'ANNUAL',
  startDate: '2026-03-01',
  endDate: '2026-03-05',
  leaderDepartments: ['QM', 'PUR'],
  surveyIds: [
    { surveyId: 1, weight: 60, auditDepartment: 'QM' },
    { surveyId: 2, weight: 40, auditDepartment: 'PUR' },
  ],
  targets: [{ supplierId: 7 }],
};

describe('audit', () => {
  it('passes with QM leading and one survey per leader department', () => {
    expect(issuesOf(auditSchema, valid)).toEqual([]);
  });

  it('requires QM among the leader departments', () => {
    expect(issuesOf(auditSchema, { ...valid, leaderDepartments: ['PUR'], surveyIds: [valid.surveyIds[1]] })).toEqual([
      { path: 'leaderDepartments', key: 'validation:leaderDeptQm', params: { dept: 'QM' } },
    ]);
  });

  it('reports a leader department without a survey and a survey no leader needs', () => {
    const surveyIds = [valid.surveyIds[0], { surveyId: 3, weight: 40, auditDepartment: 'ENG' }];
    expect(issuesOf(auditSchema, { ...valid, surveyIds })).toEqual([
      { path: 'surveyIds', key: 'validation:surveyMissing', params: { dept: 'PUR' } },
      { path: 'surveyIds.1', key: 'validation:surveyUnnecessary', params: { dept: 'ENG' } },
    ]);
  });

  it('skips the survey match when a survey department is unknown', () => {
    expect(issuesOf(auditSchema, { ...valid, surveyIds: [{ surveyId: 1, weight: 100 }] })).toEqual([]);
  });

  it('refuses an end date before the start date, and empty selections', () => {
    expect(issuesOf(auditSchema, { ...valid, endDate: '2026-02-28', targets: [] })).toEqual([
      { path: 'targets', key: 'validation:atLeastOne' },
      { path: 'endDate', key: 'validation:dateRange' },
    ]);
  });
});
