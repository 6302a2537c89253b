import { auditResultOf, checkAuditScore, finalScoreOf } from './audit';
import { auditReplyReturnSchema, auditResultSchema, auditReviewSchema, auditSchema, auditSelfScoreSchema, replyCommitIssues, reviewIssues, selfAssessmentIssues } from './audit.schema';
import { issuesOf } from './issues';

const valid = {
  name: '2026 annual audit',
  type: 'ANNUAL',
  startDate: '2026-03-01',
  endDate: '2026-03-05',
  personInCharge: 'quality',
  processors: [{ account: 'tony.chen', name: 'Tony' }],
  contacts: [{ name: 'Chang', email: 'chang@hsintai.example' }],
  leaderDepartments: ['QM', 'PUR'],
  surveyIds: [
    { surveyId: 1, weight: 60, auditDepartment: 'QM' },
    { surveyId: 2, weight: 40, auditDepartment: 'PUR' },
  ],
  targets: [{ supplierId: 7 }],
};

describe('audit plan', () => {
  it('passes with QM leading, one survey per leader department and weights adding up to 100', () => {
    expect(issuesOf(auditSchema, valid)).toEqual([]);
    // The form holds numbers as typed text and accounts as codes; the body carries numbers.
    const typed = { ...valid, personInCharge: { account: 'quality' }, surveyIds: [{ surveyId: '1', weight: '60', auditDepartment: 'QM' }, { surveyId: '2', weight: '40', auditDepartment: 'PUR' }] };
    const parsed = auditSchema.parse(typed);
    expect(parsed.surveyIds[0]).toEqual({ surveyId: 1, weight: 60, auditDepartment: 'QM' });
    expect(parsed.personInCharge).toBe('quality');
    expect(parsed.processors).toEqual(['tony.chen']);
  });

  it('requires QM among the leader departments', () => {
    expect(issuesOf(auditSchema, { ...valid, leaderDepartments: ['PUR'], surveyIds: [{ ...valid.surveyIds[1], weight: 100 }] })).toEqual([
      { path: 'leaderDepartments', key: 'validation:leaderDeptQm', params: { dept: 'QM' } },
    ]);
  });

  it('reports a leader department without a survey and a survey no leader needs, at the survey', () => {
    const surveyIds = [valid.surveyIds[0], { surveyId: 3, weight: 40, auditDepartment: 'ENG' }];
    expect(issuesOf(auditSchema, { ...valid, surveyIds })).toEqual([
      { path: 'surveyIds', key: 'validation:surveyMissing', params: { dept: 'PUR' } },
      { path: 'surveyIds.1.surveyId', key: 'validation:surveyUnnecessary', params: { dept: 'ENG' } },
    ]);
  });

  it('skips the survey match when a survey department is unknown', () => {
    expect(issuesOf(auditSchema, { ...valid, surveyIds: [{ surveyId: 1, weight: 100 }] })).toEqual([]);
  });

  it('weights add up to 100, each a whole percentage; a survey is picked once', () => {
    const surveyIds = [{ ...valid.surveyIds[0], weight: 50 }, valid.surveyIds[1], { ...valid.surveyIds[0], weight: 10 }];
    expect(issuesOf(auditSchema, { ...valid, surveyIds })).toEqual([{ path: 'surveyIds.2.surveyId', key: 'validation:surveyDuplicate' }]);
    expect(issuesOf(auditSchema, { ...valid, surveyIds: [{ ...valid.surveyIds[0], weight: 70 }, valid.surveyIds[1]] })).toEqual([
      { path: 'surveyIds', key: 'validation:weightTotal', params: { total: 110, expected: 100 } },
    ]);
    expect(issuesOf(auditSchema, { ...valid, surveyIds: [{ ...valid.surveyIds[0], weight: '59.5' }, valid.surveyIds[1]] })).toEqual([
      { path: 'surveyIds.0.weight', key: 'validation:weightRange', params: { max: 100 } },
      { path: 'surveyIds', key: 'validation:weightTotal', params: { total: 99.5, expected: 100 } },
    ]);
  });

  it('refuses an end date before the start date, empty selections and the same target twice', () => {
    expect(issuesOf(auditSchema, { ...valid, endDate: '2026-02-28', targets: [] })).toEqual([
      { path: 'targets', key: 'validation:atLeastOne' },
      { path: 'endDate', key: 'validation:dateRange' },
    ]);
    expect(issuesOf(auditSchema, { ...valid, targets: [{ supplierId: 7 }, { supplierId: 7 }] })).toEqual([{ path: 'targets.1.supplierId', key: 'validation:duplicateSupplier' }]);
  });

  it('needs an owner, and a name and e-mail for each contact', () => {
    expect(issuesOf(auditSchema, { ...valid, personInCharge: '', contacts: [{ name: '', email: 'not-mail' }] })).toEqual([
      { path: 'personInCharge', key: 'validation:required' },
      { path: 'contacts.0.name', key: 'validation:required' },
      { path: 'contacts.0.email', key: 'validation:email' },
    ]);
  });
});

describe('final score and result (issue 14: Σ review × weight / 100; PASS ≥ 80, CONDITIONAL_PASS ≥ 60)', () => {
  it.each([
    [59.9, 'FAIL'],
    [60, 'CONDITIONAL_PASS'],
    [79.9, 'CONDITIONAL_PASS'],
    [80, 'PASS'],
    [0, 'FAIL'],
    [100, 'PASS'],
  ])('%s is %s', (score, result) => {
    expect(auditResultOf(score)).toBe(result);
  });

  it('weights the review scores and rounds to one decimal', () => {
    expect(finalScoreOf([{ score: 70, weight: 60 }, { score: 95, weight: 40 }])).toBe(80);
    expect(finalScoreOf([{ score: 60, weight: 99 }, { score: 50, weight: 1 }])).toBe(59.9);
    expect(finalScoreOf([{ score: 80, weight: 99 }, { score: 70, weight: 1 }])).toBe(79.9);
    // 59.95 rounds up to 60.0: the result reads the score as shown.
    expect(finalScoreOf([{ score: 60, weight: 95 }, { score: 59, weight: 5 }])).toBe(60);
  });

  it('checkScore: the surveys still without a review score, else the score and the result', () => {
    const surveys = [{ surveyId: 1, weight: 60 }, { surveyId: 2, weight: 40 }];
    expect(checkAuditScore(surveys, [{ surveyId: 1, reviewScore: 70 }])).toEqual({ complete: false, missing: [2] });
    expect(checkAuditScore(surveys, [{ surveyId: 1, reviewScore: 70 }, { surveyId: 2, reviewScore: 72 }])).toEqual({ complete: true, missing: [], resultScore: 70.8, result: 'CONDITIONAL_PASS' });
  });
});

describe('scoring, result and the improvement report', () => {
  const surveys = [{ surveyId: 1, surveyName: 'QMS' }, { surveyId: 2, surveyName: 'HSF' }];

  it('scores are whole numbers from 0 to 100; a blank one is not saved yet', () => {
    expect(issuesOf(auditSelfScoreSchema, { scoreList: [{ surveyId: 1, selfScore: '85', selfFile: [] }, { surveyId: 2, selfScore: '' }] })).toEqual([]);
    expect(issuesOf(auditSelfScoreSchema, { scoreList: [{ surveyId: 1, selfScore: '101' }, { surveyId: 2, selfScore: 'abc' }] })).toEqual([
      { path: 'scoreList.0.selfScore', key: 'validation:scoreRange', params: { max: 100 } },
      { path: 'scoreList.1.selfScore', key: 'validation:number' },
    ]);
    expect(issuesOf(auditReviewSchema, { scoreList: [{ surveyId: 1, reviewScore: -1 }] })).toEqual([{ path: 'scoreList.0.reviewScore', key: 'validation:scoreRange', params: { max: 100 } }]);
  });

  it('the self-assessment is sent with a score and an evidence file for every survey', () => {
    const file = { fileId: 'f', fileName: 'evidence.pdf' };
    expect(selfAssessmentIssues(surveys, [{ surveyId: 1, selfScore: 80, selfFile: file }, { surveyId: 2, selfScore: 0, selfFile: file }])).toEqual([]);
    expect(selfAssessmentIssues(surveys, [{ surveyId: 1, selfScore: 80 }])).toEqual([
      { path: 'scoreList.0.selfFile', key: 'validation:selfFileMissing', params: { survey: 'QMS' } },
      { path: 'scoreList.1.selfScore', key: 'validation:selfScoreMissing', params: { survey: 'HSF' } },
      { path: 'scoreList.1.selfFile', key: 'validation:selfFileMissing', params: { survey: 'HSF' } },
    ]);
    expect(reviewIssues(surveys, [{ surveyId: 2, reviewScore: 0 }])).toEqual([{ path: 'scoreList.0.reviewScore', key: 'validation:reviewScoreMissing', params: { survey: 'QMS' } }]);
  });

  it('blocks on a FAIL only; a CONDITIONAL_PASS or FAIL needs a due date from today on', () => {
    const today = '2026-03-19';
    expect(issuesOf(auditResultSchema('FAIL', today), { resultBlock: true, replyDueDate: '2026-03-19' })).toEqual([]);
    expect(issuesOf(auditResultSchema('PASS', today), { resultBlock: false })).toEqual([]);
    expect(issuesOf(auditResultSchema('CONDITIONAL_PASS', today), { resultBlock: true, replyDueDate: '' })).toEqual([
      { path: 'resultBlock', key: 'validation:blockOnlyOnFail' },
      { path: 'replyDueDate', key: 'validation:required' },
    ]);
    expect(issuesOf(auditResultSchema('FAIL', today), { replyDueDate: '2026-03-18' })).toEqual([{ path: 'replyDueDate', key: 'validation:dateNotPast', params: { today } }]);
    expect(issuesOf(auditReplyReturnSchema(today), { reason: ' ', dueDate: '2026-02-30' })).toEqual([
      { path: 'reason', key: 'validation:required' },
      { path: 'dueDate', key: 'validation:date' },
    ]);
  });

  it('an improvement report is sent with what was done, who is in charge and the improvement form', () => {
    expect(replyCommitIssues({ description: 'Fixed', personInCharge: 'Chang', fixingFile: { fileId: 'f' } })).toEqual([]);
    expect(replyCommitIssues({ description: '' })).toEqual([
      { path: 'description', key: 'validation:required' },
      { path: 'personInCharge', key: 'validation:replyPersonRequired' },
      { path: 'fixingFile', key: 'validation:fixingFileRequired' },
    ]);
  });
});
