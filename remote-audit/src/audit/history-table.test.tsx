import { screen, within } from '@testing-library/react';
import { registerNamespace } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import en from '../i18n/locales/en-US/audit.json';
import zh from '../i18n/locales/zh-TW/audit.json';
import { HistoryTable } from './history-table';

registerNamespace('audit', { 'zh-TW': zh, 'en-US': en });

// On a demo's standing business clock every step of a day has the same instant: sent, sent back
// with no comment, sent again. Keyed by instant, action and comment, React warned of two rows of
// one key (the test fails on it) and could drop one.
it('shows every step of a standing clock, newest first, even two alike', async () => {
  const at = '2026-03-19T00:00:00+08:00';
  const by = { account: 'supplier' };
  await renderInPortal(
    <HistoryTable
      title="audit:history.at"
      entries={[
        { at, action: 'SELF_COMMIT', by },
        { at, action: 'REJECT', by: { account: 'quality' } },
        { at, action: 'SELF_COMMIT', by },
      ]}
    />,
    { locale: 'en-US' },
  );
  const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
    'Self-assessment sent',
    'Self-assessment sent back',
    'Self-assessment sent',
  ]);
});
