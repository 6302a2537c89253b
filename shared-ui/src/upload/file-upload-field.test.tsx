import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from '../testing/msw-test-server';
import { DemoUploadForm, emptyUploads, fileHandlers, filledUploads, type DemoUploadFormProps, type SentFile } from './upload-fixtures';

jest.setTimeout(30_000);

const MB = 1024 * 1024;
const sent: SentFile[] = [];
const saved: string[] = [];

beforeAll(() => {
  testServer.listen({ onUnhandledFrame: 'error' });
  // jsdom has no object URLs; a saved file is an <a download> clicked with one.
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  sent.length = 0;
  saved.length = 0;
  testServer.use(...fileHandlers(sent));
});
afterEach(() => testServer.resetHandlers());
afterAll(() => testServer.close());

// jsdom fakes a multipart body, so the server cannot read the file here: it answers what the test says.
const issueAnswers = (response: () => Response) =>
  testServer.use(
    http.post('*/api/g/file/issue', ({ request }) => {
      sent.push({ url: request.url, name: '' });
      return response();
    }),
  );

const render = (props: DemoUploadFormProps = {}, locale: Locale = 'en-US') => renderInPortal(<DemoUploadForm {...props} />, { locale });
const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const quotationInput = () => screen.getByLabelText('Quotation file', { selector: 'input' });
const quotation = () => screen.getByRole('group', { name: /Quotation file/ });

it('refuses a file over the limit or of another type before sending anything', async () => {
  const user = userEvent.setup({ applyAccept: false });
  await render();
  await user.upload(quotationInput(), pdf('big.pdf', 2 * MB + 1));
  expect(await within(quotation()).findByRole('alert')).toHaveTextContent('big.pdf: File size exceeded 2 MB.');
  await user.upload(quotationInput(), new File(['x'], 'notes.exe', { type: 'application/octet-stream' }));
  expect(await within(quotation()).findByRole('alert')).toHaveTextContent('notes.exe: Only pdf, png files accepted.');
  expect(sent).toEqual([]);
});

it('uploads a good file with the limits, then lists it with a download link', async () => {
  issueAnswers(() => HttpResponse.json({ fileId: 'file-9', name: 'offer.pdf', size: 10, type: 'application/pdf' }));
  const user = userEvent.setup();
  await render();
  await user.upload(quotationInput(), pdf('offer.pdf'));
  const link = await screen.findByRole('button', { name: 'Download offer.pdf' });
  expect(sent.map((s) => s.url)).toEqual([expect.stringMatching(/\/api\/g\/file\/issue\?maxMb=2&types=pdf%2Cpng$/)]);
  // One file at most: the chooser is done.
  expect(within(quotation()).getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  await user.click(link);
  await waitFor(() => expect(saved).toEqual(['quotation-2026.pdf']));
});

it('refuses more files than the field takes', async () => {
  issueAnswers(() => HttpResponse.json({ fileId: 'file-9', name: 'a.pdf', size: 10, type: 'application/pdf' }));
  const user = userEvent.setup();
  await render();
  // The quotation field takes one file, so its input is not `multiple`: the test lets it take two anyway.
  const input = quotationInput() as HTMLInputElement;
  input.multiple = true;
  await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
  expect(await within(quotation()).findByRole('alert')).toHaveTextContent('b.pdf: No more files can be added (limit: 1).');
  await screen.findByRole('button', { name: 'Download a.pdf' });
  expect(sent).toHaveLength(1);
});

it('shows the server refusal at the field (Chinese)', async () => {
  issueAnswers(() => HttpResponse.json({ messages: ['檔案已損毀。'] }, { status: 400 }));
  const user = userEvent.setup();
  await render({}, 'zh-TW');
  await user.upload(screen.getByLabelText('報價單檔案', { selector: 'input' }), pdf('scan.pdf'));
  expect(await screen.findByRole('alert')).toHaveTextContent('scan.pdf：檔案已損毀。');
  expect(screen.queryByRole('button', { name: /下載/ })).toBeNull();
});

it('asks before removing a file; Cancel keeps it, Remove takes it off', async () => {
  const user = userEvent.setup();
  await render({ values: filledUploads() });
  await user.click(screen.getByRole('button', { name: 'Remove quotation-2026.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove quotation-2026.pdf?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Download quotation-2026.pdf' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove quotation-2026.pdf' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('button', { name: 'Download quotation-2026.pdf' })).toBeNull();
  expect(within(quotation()).getByRole('button', { name: 'Choose a file' })).toHaveFocus();
});

it('says which required files are missing, at their fields, in both languages', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  const view = await render({ values: emptyUploads(), onValid });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(quotation()).getByText('Upload the required attachment: Quotation file.')).toBeInTheDocument());
  expect(screen.getByText('Upload the required attachment: ISO certificate.')).toBeInTheDocument();
  expect(within(quotation()).getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription('Upload the required attachment: Quotation file.');
  expect(onValid).not.toHaveBeenCalled();
  view.unmount();
  await render({ values: emptyUploads(), validateOnMount: true }, 'zh-TW');
  expect(await screen.findByText('請上傳必要附件：報價單檔案。')).toBeInTheDocument();
});

it('marks required slots and saves once every required file is there', async () => {
  const onValid = jest.fn();
  const user = userEvent.setup();
  await render({ values: filledUploads(), onValid });
  expect(screen.getByRole('group', { name: /ISO certificate/ })).toHaveTextContent('*');
  expect(screen.getByRole('group', { name: /CSR commitment/ })).not.toHaveTextContent('*');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(onValid.mock.calls[0][0].attachments[0]).toMatchObject({ attachmentCode: 'RAW-ISO-EN', files: [{ fileId: 'file-iso' }] });
});

it('shows download links only in view mode', async () => {
  await render({ values: filledUploads(), readOnly: true });
  expect(screen.getByRole('button', { name: 'Download quotation-2026.pdf' })).toBeInTheDocument();
  expect(screen.getByText('1.5 MB')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove|Choose/ })).toBeNull();
  expect(screen.getAllByText('—')).toHaveLength(2); // drawings and the CSR slot have no file
});
