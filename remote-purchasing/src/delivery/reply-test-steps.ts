import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { readSheet, writeSheet } from 'shared-ui/excel-import';
import { testServer } from 'shared-ui/testing/msw-server';

// What the delivery tests share: a reply typed into the open reply dialog (in English) and sent;
// the sheets of the file flows, downloaded, filled in and chosen for upload.

type User = ReturnType<typeof userEvent.setup>;

/** Replies quantity 0 (the date undecided), with a remark if given, and sends it through the dialog's confirmation. */
export async function sendUndecidedReply(user: User, dialog: HTMLElement, remark?: string) {
  const quantity = within(dialog).getByRole('textbox', { name: /Reply qty/ });
  await user.clear(quantity);
  await user.type(quantity, '0');
  if (remark) await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), remark);
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send this reply?' })).getByRole('button', { name: 'Send reply' }));
}

// Node's File, not jsdom's: the request's multipart body is built by Node's FormData, which only
// takes its own realm's files (as a browser's FormData takes the browser's).
/** A filled-in sheet as the file a user chooses: `header` then `rows`. */
export const sheetFile = async (header: readonly string[], rows: unknown[][]) =>
  new NodeFile([new Uint8Array(await (await writeSheet(header, rows)).arrayBuffer())], 'filled.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) as unknown as File;

/**
 * The sheet a download button inside `container` asks for (the server's, in the portal's
 * language: a dialog's download, a list's export): its header and rows. Asked again for its
 * bytes: jsdom's request spoils a binary body it saves as a Blob, which the page hands to the
 * browser to save.
 */
export async function downloaded(container: HTMLElement, button: string) {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/xls')) asked.push(pathname.replace(/^.*?\/api\//, ''));
  };
  testServer.events.on('request:start', listen);
  const saved = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sheet');
  // The browser saves the file the download link points at; jsdom cannot follow it.
  const follow = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    await userEvent.click(within(container).getByRole('button', { name: button }));
    await waitFor(() => expect(saved).toHaveBeenCalled(), { timeout: 10_000 });
  } finally {
    testServer.events.removeListener('request:start', listen);
    saved.mockRestore();
    follow.mockRestore();
  }
  expect(asked).toHaveLength(1);
  // In the session's language, as the page asked.
  const bytes = await api.post<ArrayBuffer>(asked[0], { paging: { page: 1, pageSize: 1000 } }, { responseType: 'arraybuffer' });
  const { header, rows } = await readSheet(bytes.data);
  return { header, rows: rows.map((r) => r.cells as unknown[]), path: asked[0] };
}

/** The downloaded sheet filled in: `values` by header on the rows of those schedule ids (column 1), the `leaveOut` columns dropped. */
export function filled(sheet: { header: string[]; rows: unknown[][] }, values: Record<number, Record<string, unknown>>, leaveOut: readonly string[] = []) {
  const keep = sheet.header.map((h, i) => (leaveOut.includes(h) ? -1 : i)).filter((i) => i >= 0);
  const rows = sheet.rows.map((row) => {
    const cells: unknown[] = sheet.header.map((_, i) => row[i] ?? '');
    for (const [name, value] of Object.entries(values[Number(row[0])] ?? {})) cells[sheet.header.indexOf(name)] = value;
    return keep.map((i) => cells[i]);
  });
  return { header: keep.map((i) => sheet.header[i]), rows };
}
