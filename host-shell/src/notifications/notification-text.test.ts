import { relativeTime } from './notification-text';

const NOW = Date.parse('2026-11-25T08:00:00Z');

it('says how long ago within a week, in the user\'s language', () => {
  expect(relativeTime('2026-11-25T07:57:00Z', NOW, 'en-US')).toBe('3 minutes ago');
  expect(relativeTime('2026-11-24T08:00:00Z', NOW, 'zh-TW')).toBe('昨天');
});

it('gives the date itself beyond a week, and for a time ahead of this browser\'s clock', () => {
  expect(relativeTime('2026-03-19T12:00:00Z', NOW, 'en-US')).toBe('Mar 19, 2026');
  expect(relativeTime('2026-03-19T12:00:00Z', NOW, 'zh-TW')).toBe('2026年3月19日');
  expect(relativeTime('2026-12-01T12:00:00Z', NOW, 'en-US')).toBe('Dec 1, 2026');
});
