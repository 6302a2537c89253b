import type { IssueMessage } from 'shared-ui/contract';
import { sayIssue } from '../http/issue-messages';
import type { Bilingual } from '../http/locale';
import type { ScheduleRecord } from '../seed/purchasing-records';
import { cellName, lineName } from './messages';
import { replyColumn, tell } from './answer-sheet';

/** "PO 4501001014 item 10, due 2026-03-13, split 2: <rule>" for a broken rule of a reply sent by screen. */
export function replyIssueText(request: Request, schedule: ScheduleRecord, issue: IssueMessage): string {
  const line = lineName(schedule);
  const split = /^replies\.(\d+)/.exec(issue.path);
  const subject: Bilingual = split
    ? { 'zh-TW': `${line['zh-TW']}第 ${Number(split[1]) + 1} 筆`, 'en-US': `${line['en-US']}, split ${Number(split[1]) + 1}` }
    : line;
  return tell(request, subject, sayIssue(request, issue));
}

/**
 * "Row 3, Reply date: <rule>" for a broken rule of a reply sent by file: a split's rule names its
 * row and column, the open-quantity rule every row of the schedule.
 */
export function replyCellIssueText(request: Request, rows: number[], issue: IssueMessage): string {
  const cell = /^replies\.(\d+)\.(\w+)/.exec(issue.path);
  const subject = cell ? cellName([rows[Number(cell[1])]], replyColumn(cell[2])) : cellName(rows, replyColumn('replyQuantity'));
  return tell(request, subject, sayIssue(request, issue));
}
