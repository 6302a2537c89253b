import { replySplitsOf, type DeliveryScheduleRow } from 'shared-ui/contract';
import type { Lang } from '../http/locale';

const UNDECIDED: Record<Lang, string> = { 'zh-TW': '交期未定', 'en-US': 'date undecided' };
const SEPARATOR: Record<Lang, string> = { 'zh-TW': '、', 'en-US': ', ' };

/**
 * A line's reply in a sheet cell, date by date as the screens show it ("2026-03-24 × 2500、
 * 2026-03-30 × 1500"): the row's own reply date and quantity are only the earliest and the total,
 * and a file must not ask a decision on deliveries it does not show.
 */
export const repliesText = (line: Pick<DeliveryScheduleRow, 'replies' | 'replyQuantity' | 'replyDate'>, lang: Lang) =>
  replySplitsOf(line)
    .map((s) => (s.replyDate ? `${s.replyDate} × ${s.replyQuantity}` : UNDECIDED[lang]))
    .join(SEPARATOR[lang]);
