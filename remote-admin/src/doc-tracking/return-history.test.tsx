import { screen, within } from '@testing-library/react';
import { registerNamespace } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import en from '../i18n/locales/en-US/admin.json';
import zh from '../i18n/locales/zh-TW/admin.json';
import { ReturnHistory } from './return-history';

registerNamespace('admin', { 'zh-TW': zh, 'en-US': en });

// On a demo's standing business clock a reply sent back twice has two returns of one instant:
// keyed by it, React warned of two rows of one key (the test fails on it) and could drop one.
it('lists every return of a standing clock, newest first', async () => {
  const date = '2026-03-19T00:00:00+08:00';
  const reviewer = { account: 'buyer' };
  await renderInPortal(
    <ReturnHistory
      name="Hsin Tai"
      returns={[
        { date, explanation: 'The seal is missing', reviewer },
        { date, explanation: 'Still unsigned', reviewer },
      ]}
    />,
    { locale: 'en-US' },
  );
  const table = await screen.findByRole('table', { name: 'Return history of Hsin Tai' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Still unsigned', 'The seal is missing']);
});
