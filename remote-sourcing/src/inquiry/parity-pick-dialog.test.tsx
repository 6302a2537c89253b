import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockBackend } from 'mock-api/testing';
import { registerNamespace, useSession } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import remote from '../routes';
import { acceptedQuotation, inquiryByApi, onDemoDay, testEnvironment } from '../test-support';
import { ParityPickDialog } from './parity-pick-dialog';

// Where the new sheet opens: the dialog's navigation is watched, not followed (it leaves the inquiry's area).
const navigate = jest.fn();
jest.mock('shared-ui/routing', () => ({ ...jest.requireActual('shared-ui/routing'), useNavigate: () => navigate }));

jest.setTimeout(120_000);
registerNamespace(remote.namespace, remote.resources);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);
beforeEach(() => navigate.mockReset());

it.each([
  [true, 'edit'],
  [false, 'view'],
] as const)('a new sheet opens to split the quotas for one who may edit sheets (%p), else to read it (%s)', async (canEdit, mode) => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const [hsinTai, rio] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  await acceptedQuotation('supplier2', rio, [0.1, 0.1]);
  const { permissionMap } = useSession.getState();
  useSession.setState({ permissionMap: { ...permissionMap, PARITY: { ...permissionMap.PARITY!, create: true, edit: canEdit } } });
  const onDone = jest.fn();
  await renderInPortal(
    <QueryProvider>
      <ParityPickDialog inquiry={inquiry} onDone={onDone} onCancel={() => undefined} />
    </QueryProvider>,
    { locale: 'en-US' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Create a price comparison sheet' });
  await user.click(await within(dialog).findByRole('checkbox', { name: /Hsin Tai/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Create comparison sheet' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  expect(navigate.mock.calls[0][0]).toMatch(new RegExp(`^/admin/parity/detail/${mode}/\\d+$`));
  expect(onDone).toHaveBeenCalled();
});
