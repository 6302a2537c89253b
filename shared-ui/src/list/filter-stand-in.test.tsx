import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import type { Locale } from 'shared-ui';
import { QueryProvider, queryClient } from 'shared-ui/data';
import 'shared-ui/list'; // the list's texts
import { renderInPortal } from 'shared-ui/testing';
import { FilterField } from './filter-fields';
import type { FilterDef, FilterValue, PickedOption, RemoteSelectFilter } from './list-declaration';
import './list-fixtures'; // the demo list's texts

// The filters' chunks (the Autocomplete, the calendar) arrive when the test says: the user focuses
// and types before. A component that suspends until then is the chunk still on its way.
// (Thrown as React.lazy throws its pending import.)
let arrive: () => void = () => undefined;
let arrived: Promise<void> | null = null;
function slowChunk<P extends object>(Real: ComponentType<P>) {
  return function StillLoading(props: P) {
    if (arrived) throw arrived;
    return <Real {...props} />;
  };
}
jest.mock('shared-ui/remote-select', () => {
  const real = jest.requireActual('shared-ui/remote-select');
  return { ...real, MultiRemoteSelect: slowChunk(real.MultiRemoteSelect) };
});
jest.mock('../ui/date-picker', () => {
  const real = jest.requireActual('../ui/date-picker');
  return { __esModule: true, default: slowChunk(real.default) };
});

// MUI's Autocomplete and the MUI X picker in jsdom.
jest.setTimeout(30_000);

beforeEach(() => {
  let resolve: () => void = () => undefined;
  arrived = new Promise<void>((done) => (resolve = done));
  arrive = () => {
    arrived = null;
    resolve();
  };
});
afterEach(() => queryClient.clear());

const searched: string[] = [];
const supplierFilter: RemoteSelectFilter = {
  type: 'remoteSelect',
  name: 'supplierIds',
  label: 'list:supplier',
  search: async (text) => {
    searched.push(text);
    return [{ code: '1001', name: 'Hsin Tai Precision' }];
  },
  toBody: (picked: readonly PickedOption[]) => picked.map((o) => Number(o.code)),
};

/** A filter as the filter bar shows it, its value kept, after a plain field to tab from. */
function Filter({ def, label }: { def: FilterDef; label: string }) {
  const [value, setValue] = useState<FilterValue | undefined>();
  return (
    <>
      <input aria-label="before" />
      <FilterField def={def} label={label} listKey="test" value={value} onChange={setValue} />
    </>
  );
}

const TEXTS = {
  'en-US': { supplier: 'Supplier', from: 'Created on from', to: 'Created on to' },
  'zh-TW': { supplier: '供應商', from: '建立日期（起）', to: '建立日期（迄）' },
} as const;

describe.each(['zh-TW', 'en-US'] as const)('in %s', (locale: Locale) => {
  const x = TEXTS[locale];

  it('the supplier filter keeps the focus and the typed text while its chunk arrives, the caret after the text', async () => {
    const user = userEvent.setup();
    await renderInPortal(
      <QueryProvider>
        <Filter def={supplierFilter} label="list:supplier" />
      </QueryProvider>,
      { locale },
    );
    screen.getByRole('textbox', { name: 'before' }).focus();
    await user.tab();
    await user.keyboard('Hsin');
    // Still the stand-in: the focus and the text stay in it.
    const standIn = screen.getByRole('combobox', { name: x.supplier });
    expect(standIn).toHaveFocus();
    expect(standIn).toHaveValue('Hsin');

    await act(async () => arrive());
    const real = await waitFor(() => {
      const field = screen.getByRole('combobox', { name: x.supplier });
      expect(field).toHaveAttribute('aria-autocomplete', 'list');
      return field as HTMLInputElement;
    });
    expect(real).toHaveFocus();
    expect(real).toHaveValue('Hsin');
    expect(real.selectionStart).toBe(4);
    expect(real.selectionEnd).toBe(4);
    // What was typed is searched, its options open.
    expect(await screen.findByRole('option', { name: 'Hsin Tai Precision' }, { timeout: 5000 })).toBeInTheDocument();
    expect(searched).toContain('Hsin');
    await user.keyboard(' T');
    expect(real).toHaveValue('Hsin T');
  });

  it('a date filter keeps the focus while the calendar arrives, and keeps a date typed meanwhile', async () => {
    const user = userEvent.setup();
    await renderInPortal(<Filter def={{ type: 'dateRange', name: 'createdAt' }} label="listDemo:fields.createdAt" />, { locale });
    screen.getByRole('textbox', { name: 'before' }).focus();
    await user.tab();
    const from = screen.getByRole('textbox', { name: x.from });
    expect(from).toHaveFocus();
    await user.keyboard('2026-03-0');
    expect(from).toHaveFocus();
    await act(async () => arrive());
    // The picker cannot take a date typed in part: the field stays the user's until they leave it.
    await user.keyboard('9');
    expect(from).toHaveFocus();
    expect(from).toHaveValue('2026-03-09');
    await user.tab();
    // Then the picker stands there with the date, and the focus went where Tab sent it.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^(Choose date|選擇日期)/ }).length).toBeGreaterThan(0));
    expect(screen.getByRole('group', { name: x.from })).toHaveTextContent(/2026.*03.*09/);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('a date filter focused without typing hands the focus to the picker when it arrives', async () => {
    const user = userEvent.setup();
    await renderInPortal(<Filter def={{ type: 'dateRange', name: 'createdAt' }} label="listDemo:fields.createdAt" />, { locale });
    screen.getByRole('textbox', { name: 'before' }).focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: x.from })).toHaveFocus();
    await act(async () => arrive());
    await waitFor(() => expect(screen.queryByRole('textbox', { name: x.from })).toBeNull());
    expect(screen.getByRole('group', { name: x.from })).toContainElement(document.activeElement as HTMLElement);
  });
});
