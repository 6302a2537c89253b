import { formatNumber } from 'shared-ui/contract';
import type { Bilingual } from '../http/locale';

/** Messages of a refused search request; each names the part of the request that broke a rule. */
export const SEARCH_MSG = {
  notAnObject: { 'zh-TW': '查詢條件格式錯誤。', 'en-US': 'The search request must be a JSON object.' },
  keyword: { 'zh-TW': '關鍵字必須是文字。', 'en-US': 'The keyword must be text.' },
  keywordTooLong: (max: number): Bilingual => ({ 'zh-TW': `關鍵字不可超過 ${formatNumber(max, 'zh-TW')} 個字元。`, 'en-US': `The keyword may be at most ${formatNumber(max, 'en-US')} characters.` }),
  filterTooLong: (key: string, max: number): Bilingual => ({
    'zh-TW': `查詢條件「${key}」不可超過 ${formatNumber(max, 'zh-TW')} 個字元。`,
    'en-US': `The search filter "${key}" may be at most ${formatNumber(max, 'en-US')} characters.`,
  }),
  page: { 'zh-TW': '頁碼必須是大於 0 的整數。', 'en-US': 'The page must be a whole number from 1.' },
  pageSize: (max: number): Bilingual => ({
    'zh-TW': `每頁筆數必須是 1 到 ${formatNumber(max, 'zh-TW')} 的整數。`,
    'en-US': `The page size must be a whole number from 1 to ${formatNumber(max, 'en-US')}.`,
  }),
  sorts: { 'zh-TW': '排序條件必須是 { field, direction: ASC 或 DESC } 的清單。', 'en-US': 'Sorts must be a list of { field, direction: ASC or DESC }.' },
  badFilter: (key: string): Bilingual => ({ 'zh-TW': `查詢條件「${key}」格式錯誤。`, 'en-US': `The search filter "${key}" is not valid.` }),
  badMode: (key: string): Bilingual => ({
    'zh-TW': `查詢條件「${key}」的搜尋方式必須是開頭為、包含或介於。`,
    'en-US': `The search mode of "${key}" must be STARTS_WITH, CONTAINS or BETWEEN.`,
  }),
  /** Spec section 5: the start value cannot exceed the end value. */
  rangeReversed: (key: string): Bilingual => ({
    'zh-TW': `查詢條件「${key}」的起始值不可大於結束值。`,
    'en-US': `The start value of "${key}" cannot exceed the end value.`,
  }),
} as const;
