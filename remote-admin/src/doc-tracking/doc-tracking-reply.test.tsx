import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { devCall, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { useSession } from 'shared-ui';
import { leavingAsks, renderRemoteFeature } from 'shared-ui/testing';
import { allowEditorInJsdom } from '../bulletin/editor-test-dom';
import remote from '../routes';
import { own, publishedDoc, replyOf1001, signInAs } from './doc-tracking-test-kit';

// The reply loop over the whole mock backend: 1001 (`supplier`) saves and sends, the buyer returns
// with an explanation, 1001 answers again, the buyer confirms.
jest.setTimeout(120_000);
withMockBackend();
beforeAll(allowEditorInJsdom);

it('a reply waits for a file still uploading: Save draft and Send reply are unavailable, saying why, and the sent reply holds the file', async () => {
  const user = userEvent.setup();
  const id = await publishedDoc();
  await signInAs('supplier');
  // The upload is held until released (a 4 MB PDF on a slow line), then the mock backend takes it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  testServer.use(http.post('*/api/g/file/issue', () => released.then(() => undefined)));
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'zh-TW');
  const reply = await screen.findByRole('region', { name: /我的回覆/ });
  await user.type(within(reply).getByRole('textbox', { name: /^回覆內容/ }), '已簽署，請見附件。');
  // jsdom's File reaches the mock as a fake multipart body; Node's is sent as the browser sends it.
  const signed = new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], 'signed-agreement.pdf', { type: 'application/pdf' }) as unknown as File;
  await user.upload(within(reply).getByLabelText('附件', { selector: 'input' }), signed);
  expect(await within(reply).findByRole('progressbar', { name: '正在上傳 signed-agreement.pdf' })).toBeInTheDocument();
  expect(within(reply).getByRole('button', { name: '儲存草稿' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(reply).getByRole('button', { name: '送出回覆' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(reply).getByRole('status')).toHaveTextContent('檔案上傳中…上傳完成後才能儲存或送出。');

  release();
  expect(await within(reply).findByRole('button', { name: '下載 signed-agreement.pdf' })).toBeInTheDocument();
  await waitFor(() => expect(within(reply).getByRole('button', { name: '送出回覆' })).not.toHaveAttribute('aria-disabled'));
  expect(within(reply).queryByRole('status')).toBeNull();
  await user.click(within(reply).getByRole('button', { name: '送出回覆' }));
  await user.click(within(await screen.findByRole('dialog', { name: '確定送出回覆？' })).getByRole('button', { name: '送出回覆' }));
  await waitFor(async () => expect((await own(id)).reply).toMatchObject({ status: 'COMMITTED', files: [{ fileName: 'signed-agreement.pdf' }] }));
  expect(await screen.findByText(/等待採購審核/)).toBeInTheDocument();
});

it('Save draft keeps the focus while it saves (aria-disabled, not disabled) and takes no second click', async () => {
  const user = userEvent.setup();
  const id = await publishedDoc();
  await signInAs('supplier');
  // The save is held until released, then the mock backend takes it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let saves = 0;
  testServer.use(
    http.put('*/api/su/eipBulletin/:id/reply', () => {
      saves += 1;
      return released.then(() => undefined);
    }),
  );
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  const reply = await screen.findByRole('region', { name: /Your reply/ });
  await user.type(within(reply).getByRole('textbox', { name: /^Reply/ }), 'Signing next week');
  const save = within(reply).getByRole('button', { name: 'Save draft' });
  await user.click(save);
  await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  expect(save).toBeEnabled();
  expect(save).toHaveFocus();
  expect(within(reply).getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  await user.click(save);
  release();
  await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
  expect(save).toHaveFocus();
  await waitFor(async () => expect((await own(id)).reply).toMatchObject({ status: 'DRAFT', content: 'Signing next week' }));
  expect(saves).toBe(1);
});

it('the supplier finds it through Home’s filters, saves a draft, is refused an empty reply, sends one; a returned reply is answered again and confirmed', async () => {
  const user = userEvent.setup();
  const id = await publishedDoc();

  await signInAs('supplier');
  const list = await renderRemoteFeature(remote, 'docTracking', '?status=PUBLISHED&replyStatus=PENDING&replyStatus=DRAFT&replyStatus=RETURNED', 'zh-TW');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('Sign the QA agreement')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '狀態' })).toHaveTextContent('已發布');
  list.unmount();

  const page = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  const reply = await screen.findByRole('region', { name: /Your reply/ });
  await user.type(within(reply).getByRole('textbox', { name: /^Reply/ }), 'Draft: signing next week');
  // A reply being written is unsaved work on a page in view mode: leaving asks, until it is saved.
  await waitFor(() => expect(leavingAsks()).toBe(true));
  await user.click(within(reply).getByRole('button', { name: 'Save draft' }));
  await waitFor(async () => expect((await own(id)).reply).toMatchObject({ status: 'DRAFT', content: 'Draft: signing next week' }));
  await waitFor(() => expect(leavingAsks()).toBe(false));

  // An empty draft is saved (the server's save takes it); only sending needs a text or a file.
  const text = within(reply).getByRole('textbox', { name: /^Reply/ });
  await user.clear(text);
  await user.click(within(reply).getByRole('button', { name: 'Save draft' }));
  await waitFor(async () => expect((await own(id)).reply.content ?? '').toBe(''));
  expect(within(reply).queryByText('Write a reply or attach a file before sending.')).toBeNull();
  await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
  expect(await within(reply).findByText('Write a reply or attach a file before sending.')).toBeInTheDocument();
  await user.type(text, 'Signed, see the stamped copy.');
  await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send your reply?' })).getByRole('button', { name: 'Send reply' }));
  await waitFor(async () => expect((await own(id)).reply.status).toBe('COMMITTED'));
  expect(await screen.findByText(/waits for purchasing/)).toBeInTheDocument();
  page.unmount();

  // A user without BULLETIN_DOC review reads the sent reply but has no way to judge it.
  await signInAs('viewer');
  const reading = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Replies' }));
  expect(await screen.findByRole('table', { name: 'Replies of the suppliers' })).toHaveTextContent('Signed, see the stamped copy.');
  expect(screen.queryByRole('button', { name: /Return the reply of|Confirm the reply of/ })).not.toBeInTheDocument();
  // The tab follows the session, not the flags it had when the tabs were made.
  const { permissionMap } = useSession.getState();
  act(() => useSession.setState({ permissionMap: { ...permissionMap, BULLETIN_DOC: { ...permissionMap.BULLETIN_DOC!, review: true } } }));
  expect(await screen.findByRole('button', { name: /Return the reply of/ })).toBeInTheDocument();
  reading.unmount();

  await signInAs('buyer');
  const review = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Replies' }));
  await user.click(await screen.findByRole('button', { name: /Return the reply of/ }));
  const back = await screen.findByRole('dialog', { name: 'Return this reply' });
  await user.type(within(back).getByRole('textbox', { name: /Explanation/ }), 'The company seal is missing.');
  await user.click(within(back).getByRole('button', { name: 'Return' }));
  await waitFor(async () => expect((await replyOf1001(id))?.status).toBe('RETURNED'));
  expect((await replyOf1001(id))?.returnHistory[0]).toMatchObject({ explanation: 'The company seal is missing.', reviewer: { account: 'buyer' } });
  review.unmount();

  await signInAs('supplier');
  const again = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'zh-TW');
  expect(await screen.findByText(/您的回覆已被退回，請修改後重新送出。退回原因：The company seal is missing\./)).toBeInTheDocument();
  expect(screen.getByRole('table', { name: /的退回紀錄/ })).toHaveTextContent('The company seal is missing.');
  const region = screen.getByRole('region', { name: /我的回覆/ });
  await user.type(within(region).getByRole('textbox', { name: /^回覆內容/ }), ' Stamped now.');
  await user.click(within(region).getByRole('button', { name: '送出回覆' }));
  await user.click(within(await screen.findByRole('dialog', { name: '確定送出回覆？' })).getByRole('button', { name: '送出回覆' }));
  await waitFor(async () => expect((await own(id)).reply.status).toBe('COMMITTED'));
  again.unmount();

  await signInAs('buyer');
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Replies' }));
  await user.click(await screen.findByRole('button', { name: /Confirm the reply of/ }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm this reply?' })).getByRole('button', { name: 'Confirm' }));
  await waitFor(async () => expect((await replyOf1001(id))?.status).toBe('CONFIRMED'));
});

it('the reply is overdue from the day after its due date by the server\'s business day, not the browser\'s date', async () => {
  // The demo stands on 2026-03-19, whatever the machine's date: the document asks for a reply by 2026-04-02.
  await devCall('clock', { today: '2026-03-19' });
  const id = await publishedDoc();
  await signInAs('supplier');
  expect((await own(id)).replyDueDate).toBe('2026-04-02');
  const OVERDUE = 'The reply due date has passed. You can still send your reply; please do so as soon as possible.';
  let page = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  const reply = await screen.findByRole('region', { name: /Your reply/ });
  expect(within(reply).getByRole('button', { name: 'Send reply' })).toBeInTheDocument();
  expect(within(reply).queryByText(OVERDUE)).toBeNull();
  page.unmount();

  await devCall('clock', { today: '2026-04-02' });
  page = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  expect(within(await screen.findByRole('region', { name: /Your reply/ })).queryByText(OVERDUE)).toBeNull();
  page.unmount();

  await devCall('clock', { today: '2026-04-03' });
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  expect(await within(await screen.findByRole('region', { name: /Your reply/ })).findByText(OVERDUE)).toBeInTheDocument();
});
