import { act, screen } from '@testing-library/react';
import { changeLocale } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { namesColumn, optionColumn } from './format-columns';

// A cell of several names lists them as the user's language does, and follows a change of language.
it('a names column lists 甲、乙 in Chinese and "A, B" in English', async () => {
  const column = namesColumn('supplierNames', { minWidth: 180, flex: 1 });
  await renderInPortal(<p data-testid="cell">{column.renderCell({ value: ['台灣精密', 'Rio Metals', '東方電子'] })}</p>);
  expect(screen.getByTestId('cell')).toHaveTextContent(/^台灣精密、Rio Metals、東方電子$/);

  await act(() => changeLocale('en-US'));
  expect(screen.getByTestId('cell')).toHaveTextContent(/^台灣精密, Rio Metals, 東方電子$/);
});

it('a names column with no names shows nothing', async () => {
  await renderInPortal(<p data-testid="cell">{namesColumn('roles', { width: 220 }).renderCell({ value: undefined })}</p>);
  expect(screen.getByTestId('cell')).toBeEmptyDOMElement();
});

// A coded cell shows its option's name, in the language shown, from a server list or static labels.
it('an option column names the code in the user\'s language, and shows nothing for none', async () => {
  const column = optionColumn('type', [{ code: 'NB', label: 'status:poStatus.OPEN' }]);
  await renderInPortal(
    <QueryProvider>
      <p data-testid="cell">{column.renderCell({ value: 'NB' })}</p>
      <p data-testid="empty">{column.renderCell({ value: '' })}</p>
    </QueryProvider>,
  );
  expect(screen.getByTestId('cell')).toHaveTextContent(/^未結$/);
  await act(() => changeLocale('en-US'));
  expect(screen.getByTestId('cell')).toHaveTextContent(/^Open$/);
  expect(screen.getByTestId('empty')).toBeEmptyDOMElement();
});

it('a names column of codes names each by its option, listed in the user\'s language', async () => {
  const column = namesColumn('statuses', { width: 220, source: [{ code: 'NB', label: 'status:poStatus.OPEN' }, { code: 'CA', label: 'status:poStatus.CANCELLED' }] });
  await renderInPortal(
    <QueryProvider>
      <p data-testid="cell">{column.renderCell({ value: ['NB', 'CA'] })}</p>
    </QueryProvider>,
  );
  expect(screen.getByTestId('cell')).toHaveTextContent(/^未結、已取消$/);
  await act(() => changeLocale('en-US'));
  expect(screen.getByTestId('cell')).toHaveTextContent(/^Open, Cancelled$/);
});
