import { act, screen } from '@testing-library/react';
import { changeLocale } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { namesColumn } from './format-columns';

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
