import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from '../testing/msw-test-server';
import { DemoUploadForm, fileHandlers, filledUploads, type DemoUploadFormProps, type SentFile } from './upload-fixtures';

jest.setTimeout(30_000);

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

it('a removed file hands the focus to the next file’s remove button, the last one to the chooser', async () => {
  const user = userEvent.setup();
  const file = (n: number) => ({ fileId: `file-${n}`, fileName: `drawing-${n}.pdf`, size: 10, contentType: 'application/pdf' });
  await render({ values: { ...filledUploads(), drawings: [file(1), file(2)] } });
  const drawings = screen.getByRole('group', { name: /Drawings/ });
  const removeFile = async (name: string) => {
    await user.click(within(drawings).getByRole('button', { name: `Remove ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  await removeFile('drawing-1.pdf');
  expect(within(drawings).getByRole('button', { name: 'Remove drawing-2.pdf' })).toHaveFocus();
  await removeFile('drawing-2.pdf');
  expect(within(drawings).getByRole('button', { name: 'Choose files' })).toHaveFocus();
});
