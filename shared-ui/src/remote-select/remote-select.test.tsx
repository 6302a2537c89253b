import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { RemoteSelect, type RemoteOption } from './remote-select';

function Picker({ search }: { search: (text: string) => Promise<RemoteOption[]> }) {
  const [value, setValue] = useState<RemoteOption | null>(null);
  return (
    <QueryProvider>
      <RemoteSelect label="language.label" queryKey="test-suppliers" search={search} value={value} onChange={setValue} />
      <output>{value?.code ?? ''}</output>
    </QueryProvider>
  );
}

it('searches the server once the user pauses, and picks an answer', async () => {
  const search = jest.fn(async (text: string) => (text ? [{ code: '1001', name: `Hsin Tai ${text}` }] : []));
  await renderInPortal(<Picker search={search} />, { locale: 'en-US' });
  await userEvent.type(screen.getByRole('combobox'), 'hsin');
  await waitFor(() => expect(search).toHaveBeenCalledWith('hsin'));
  // The keystrokes in between did not each reach the server.
  expect(search.mock.calls.map(([text]) => text)).not.toContain('hs');
  await userEvent.click(await screen.findByRole('option', { name: '1001 Hsin Tai hsin' }));
  expect(screen.getByRole('status')).toHaveTextContent('1001');
});
