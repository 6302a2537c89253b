import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { QuotationDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { acceptedQuotation, actionButton, inquiryByApi, onDemoDay, testEnvironment, type User } from '../test-support';

// The buyer's validity of a quotation (effective and expiry dates, PUT a/quotation/{id}): set on
// the detail page's edit mode, where the supplier's answer stays read-only; the list's Active
// filter reads it.

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

type Locale = 'en-US' | 'zh-TW';

const TEXTS = {
  'en-US': {
    edit: 'Edit',
    save: 'Save',
    effective: /^Effective from/,
    expire: /^Expires on/,
    warranty: /^Warranty/,
    prices: 'Prices',
    price: /^Piece price/,
    tooEarly: 'The expiry date cannot be earlier than the effective date (2026-04-01).',
    required: 'Required',
    noRecords: 'No records match these filters',
    chooseDate: /^Choose date/,
  },
  'zh-TW': {
    edit: '編輯',
    save: '儲存',
    effective: /^生效日/,
    expire: /^失效日/,
    warranty: /^保固/,
    prices: '報價',
    price: /^單價/,
    tooEarly: '失效日不可早於生效日（2026-04-01）。',
    required: '必填',
    noRecords: '沒有符合查詢條件的資料',
    chooseDate: /^選擇日期/,
  },
} as const;

const read = (id: number) => api.get<QuotationDetail>(`a/quotation/${id}`).then((r) => r.data);

/** The first supplier's quotation of a new inquiry, priced, sent and accepted today (in effect a year); the buyer signed in. */
async function accepted(): Promise<number> {
  const id = (await inquiryByApi()).suppliers[0].quotationId!;
  await acceptedQuotation('supplier', id, [3, 4]);
  return id;
}

/** The bodies of the PUTs to a/quotation/{id} while `run` runs. */
async function putsWhile(id: number, run: () => Promise<void>): Promise<unknown[]> {
  const sent: Promise<unknown>[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith(`/a/quotation/${id}`)) sent.push(request.clone().json());
  };
  testServer.events.on('request:start', listen);
  try {
    await run();
  } finally {
    testServer.events.removeListener('request:start', listen);
  }
  return Promise.all(sent);
}

/** Types a date into an MUI date field: its sections take the digits in order. */
async function typeDate(user: User, label: RegExp, isoDay: string) {
  const group = (await screen.findAllByRole('group', { name: label }))[0];
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard(isoDay.replace(/-/g, ''));
}

async function editDates(user: User, locale: Locale, id: number, effectiveDate: string, expireDate: string) {
  const x = TEXTS[locale];
  const view = await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, locale);
  await user.click(await actionButton(x.edit));
  await typeDate(user, x.effective, effectiveDate);
  await typeDate(user, x.expire, expireDate);
  await user.click(within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name: x.save }));
  return view;
}

it.each(['en-US', 'zh-TW'] as const)('a buyer sets the effective and expiry dates of an accepted quotation; the supplier\'s answer stays read-only (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  const id = await accepted();
  await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, locale);
  await user.click(await actionButton(x.edit));
  expect(await screen.findByRole('group', { name: x.effective })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: x.warranty })).toBeNull();
  await user.click(screen.getByRole('tab', { name: x.prices }));
  expect(await screen.findByRole('table', { name: x.prices })).toBeInTheDocument();
  expect(screen.queryAllByRole('textbox', { name: x.price })).toHaveLength(0);
  await user.click(screen.getAllByRole('tab')[0]);
  const sent = await putsWhile(id, async () => {
    await typeDate(user, x.effective, '2026-04-01');
    await typeDate(user, x.expire, '2026-12-31');
    await user.click(within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name: x.save }));
    await waitFor(async () => expect(await read(id)).toMatchObject({ effectiveDate: '2026-04-01', expireDate: '2026-12-31' }));
  });
  expect(sent).toEqual([{ effectiveDate: '2026-04-01', expireDate: '2026-12-31' }]);
  // Only the dates were sent: the supplier's prices and warranty are as it sent them.
  expect(await read(id)).toMatchObject({ status: 'COMPLETED', warranty: '12 months', lines: [{ seq: 1, objectPrice: 3 }, { seq: 2, objectPrice: 4 }] });
  expect(await actionButton(x.edit)).toBeInTheDocument();
});

it.each(['en-US', 'zh-TW'] as const)('an expiry before the effective date is refused at the expiry field, before anything is sent (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  const id = await accepted();
  const before = await read(id);
  const sent = await putsWhile(id, async () => {
    await editDates(user, locale, id, '2026-04-01', '2026-03-01');
    expect(await screen.findByText(x.tooEarly)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: x.expire })[0].closest('.MuiFormControl-root')).toHaveTextContent(x.tooEarly);
  });
  expect(sent).toEqual([]);
  expect(await read(id)).toMatchObject({ effectiveDate: before.effectiveDate, expireDate: before.expireDate });
});

/** The days of the month the date field's calendar opens at (the month of its date), by number: whether each may be picked. */
async function calendarDays(user: User, label: RegExp, chooseDate: RegExp): Promise<Map<number, boolean>> {
  const field = (await screen.findAllByRole('group', { name: label }))[0].closest<HTMLElement>('.MuiFormControl-root')!;
  await user.click(within(field).getByRole('button', { name: chooseDate }));
  const calendar = await screen.findByRole('grid');
  const days = within(calendar).getAllByRole('gridcell').filter((cell) => cell.tagName === 'BUTTON');
  const open = new Map(days.map((cell) => [Number(cell.textContent), !(cell as HTMLButtonElement).disabled]));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  return open;
}

it.each(['en-US', 'zh-TW'] as const)('the expiry date\'s calendar starts at the effective date, the effective date\'s stops at the expiry: earlier days greyed out (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  const id = await accepted();
  await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, locale);
  await user.click(await actionButton(x.edit));
  await typeDate(user, x.effective, '2026-04-15');
  await typeDate(user, x.expire, '2026-04-20');

  const expiry = await calendarDays(user, x.expire, x.chooseDate);
  expect([14, 15, 16, 30].map((d) => expiry.get(d))).toEqual([false, true, true, true]);
  expect([...expiry].filter(([d, open]) => d < 15 && open)).toEqual([]);
  const effective = await calendarDays(user, x.effective, x.chooseDate);
  expect([1, 20, 21].map((d) => effective.get(d))).toEqual([true, true, false]);
});

it('a submitted quotation not dated yet: the buyer must give both dates', async () => {
  const x = TEXTS['zh-TW'];
  const user = userEvent.setup();
  const id = (await inquiryByApi()).suppliers[0].quotationId!;
  await signInAs('supplier');
  await api.put(`su/quotation/${id}`, { lines: [{ seq: 1, objectPrice: 3 }, { seq: 2, objectPrice: 4 }], warranty: '12 months' });
  await api.post(`su/quotation/${id}/commit`);
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, 'zh-TW');
  // Not dated: no dates shown until the buyer sets them.
  expect(await actionButton(x.edit)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: x.effective })).toBeNull();
  await user.click(await actionButton(x.edit));
  await typeDate(user, x.effective, '2026-04-01');
  await user.click(within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name: x.save }));
  expect(await screen.findByText(x.required)).toBeInTheDocument();
  expect(screen.getAllByRole('group', { name: x.expire })[0].closest('.MuiFormControl-root')).toHaveTextContent(x.required);
  expect(await read(id)).toMatchObject({ status: 'COMMITTED' });
  expect((await read(id)).effectiveDate).toBeUndefined();
});

it('an expiry date set in the past takes the quotation out of the Active filter', async () => {
  const user = userEvent.setup();
  const id = await accepted();
  const { quoNo } = await read(id);
  const activeList = async () => {
    const view = await renderRemoteFeature(remote, 'quotation', `?active=true&quoNo=${quoNo}`, 'en-US');
    const grid = await screen.findByRole('grid');
    return { view, grid };
  };
  const before = await activeList();
  expect(await within(before.grid).findByText(quoNo)).toBeInTheDocument();
  before.view.unmount();
  const detail = await editDates(user, 'en-US', id, '2026-01-01', '2026-03-18');
  await waitFor(async () => expect((await read(id)).expireDate).toBe('2026-03-18'));
  // Saved: back in view mode, the new dates read again.
  expect(await screen.findByText('2026-03-18')).toBeInTheDocument();
  expect(await actionButton('Edit')).toBeInTheDocument();
  detail.unmount();
  const after = await activeList();
  expect(await screen.findByText(TEXTS['en-US'].noRecords)).toBeInTheDocument();
  expect(within(after.grid).queryByText(quoNo)).toBeNull();
});

it('QUOTATION edit decides the Edit: offered to the buyer, not to a viewer (view only); the supplier reads the dates it was given', async () => {
  const id = await accepted();
  const asBuyer = await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, 'en-US');
  expect(await actionButton('Edit')).toBeInTheDocument();
  asBuyer.unmount();
  await signInAs('viewer');
  const asViewer = await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, 'en-US');
  expect(await screen.findByText('2027-03-18')).toBeInTheDocument();
  expect(within(screen.getByRole('toolbar', { name: 'Actions' })).queryByRole('button', { name: 'Edit' })).toBeNull();
  asViewer.unmount();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, 'zh-TW');
  expect(await screen.findByText('2027-03-18')).toBeInTheDocument();
  expect(within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: '編輯' })).toBeNull();
});
