import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { ThreadAnswer } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { invitedAudit, switchTo } from './audit-test-setup';

// The audit's conversation tab over the whole mock backend: a joint audit of 1001 (`supplier`,
// Hsin Tai) and 1002 (`supplier2`, Rio Metals) has one conversation with each; staff choose whose.
jest.setTimeout(120_000);
withMockBackend();

const HSIN_TAI = '鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.';
const RIO = 'Rio Metals Indústria e Comércio Ltda.';

/** The joint audit, each supplier having asked its own question; signed in as quality. */
async function jointAuditAsked() {
  const audit = await invitedAudit([1001, 1002]);
  for (const [account, text] of [['supplier', '鑫泰：自評表要用哪一版？'], ['supplier2', 'Rio: may we send the sheet late?']]) {
    await switchTo(account);
    await api.post(`su/supplierAudit/${audit.id}/messages`, { text });
  }
  await switchTo('quality');
  return audit;
}

/** The texts of the conversation on screen. */
const shownMessages = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
/** The conversation as a supplier reads it. */
const readAs = async (account: string, auditId: number) => {
  await switchTo(account);
  return (await api.get<ThreadAnswer>(`su/supplierAudit/${auditId}/messages`)).data.items.map((m) => m.text);
};

it('staff read each target\'s conversation by choosing its supplier, and answer that supplier only', async () => {
  const user = userEvent.setup();
  const audit = await jointAuditAsked();
  const view = await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}?panel=conversation`);

  const choice = await screen.findByRole('combobox', { name: '對話對象' });
  expect(choice).toHaveTextContent(HSIN_TAI);
  expect(screen.getByText('每家供應商各有各的對話，彼此看不到對方的訊息。')).toBeInTheDocument();
  expect(await shownMessages('訊息，最新的在最後')).toEqual(['鑫泰：自評表要用哪一版？']);

  await user.click(choice);
  await user.click(await screen.findByRole('option', { name: `${RIO}（1 則未讀）` }));
  await waitFor(async () => expect(await shownMessages('訊息，最新的在最後')).toEqual(['Rio: may we send the sheet late?']));
  await user.type(screen.getByRole('textbox', { name: '訊息' }), '可以，請於 4 月 10 日前補上。');
  await user.click(screen.getByRole('button', { name: '傳送' }));
  await waitFor(async () => expect(await shownMessages('訊息，最新的在最後')).toEqual(['Rio: may we send the sheet late?', '可以，請於 4 月 10 日前補上。']));

  // Back to Hsin Tai: its conversation as it was, without the answer to Rio.
  await user.click(screen.getByRole('combobox', { name: '對話對象' }));
  await user.click(await screen.findByRole('option', { name: HSIN_TAI }));
  await waitFor(async () => expect(await shownMessages('訊息，最新的在最後')).toEqual(['鑫泰：自評表要用哪一版？']));
  view.unmount();

  expect(await readAs('supplier2', audit.id)).toEqual(['Rio: may we send the sheet late?', '可以，請於 4 月 10 日前補上。']);
  expect(await readAs('supplier', audit.id)).toEqual(['鑫泰：自評表要用哪一版？']);
});

it('the choice names each target with its messages staff have not read, as the server counts them; gone once read', async () => {
  const user = userEvent.setup();
  const audit = await jointAuditAsked();
  await switchTo('supplier');
  await api.post(`su/supplierAudit/${audit.id}/messages`, { text: '鑫泰：另外，截止日可以延後嗎？' });
  await switchTo('quality');
  await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}?panel=conversation`);

  // Hsin Tai's two are shown, so read: its count goes; Rio's one is still new.
  const choice = await screen.findByRole('combobox', { name: '對話對象' });
  expect(await shownMessages('訊息，最新的在最後')).toEqual(['鑫泰：自評表要用哪一版？', '鑫泰：另外，截止日可以延後嗎？']);
  await waitFor(() => expect(choice.textContent).toBe(HSIN_TAI));
  await user.click(choice);
  expect(await screen.findByRole('option', { name: `${RIO}（1 則未讀）` })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: HSIN_TAI })).toBeInTheDocument();

  await user.click(screen.getByRole('option', { name: `${RIO}（1 則未讀）` }));
  await waitFor(async () => expect(await shownMessages('訊息，最新的在最後')).toEqual(['Rio: may we send the sheet late?']));
  await waitFor(() => expect(choice.textContent).toBe(RIO));
  await user.click(choice);
  expect(await screen.findByRole('option', { name: RIO })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: HSIN_TAI })).toBeInTheDocument();
});

it('a link naming a target opens its conversation (a notification of its message)', async () => {
  const audit = await jointAuditAsked();
  await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}?supplierId=1002&panel=conversation`, 'en-US');
  expect(await screen.findByRole('combobox', { name: 'Conversation with' })).toHaveTextContent(RIO);
  expect(screen.getByText("Each supplier has its own conversation and never sees another's messages.")).toBeInTheDocument();
  expect(await shownMessages('Messages, newest last')).toEqual(['Rio: may we send the sheet late?']);
  // Hsin Tai's question is still unread: its option says so in English too.
  await userEvent.setup().click(screen.getByRole('combobox', { name: 'Conversation with' }));
  expect(await screen.findByRole('option', { name: `${HSIN_TAI} (1 unread)` })).toBeInTheDocument();
});

it('an audit of one target has its one conversation and no choice of supplier', async () => {
  const audit = await invitedAudit();
  await switchTo('supplier');
  await api.post(`su/supplierAudit/${audit.id}/messages`, { text: '請問稽核當天需要準備哪些文件？' });
  await switchTo('quality');
  await renderRemoteFeature(remote, 'audit', `/detail/view/${audit.id}?panel=conversation`);
  expect(await shownMessages('訊息，最新的在最後')).toEqual(['請問稽核當天需要準備哪些文件？']);
  expect(screen.queryByRole('combobox', { name: '對話對象' })).toBeNull();
});
