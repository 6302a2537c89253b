import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, waitForElementToBeRemoved, within, userEvent } from 'storybook/test';
import { describeApiError } from '../api/error-outcome';
import { i18n } from '../i18n/i18n';
import { NotifierHost } from './notifier-host';
import { notify } from './notifier-store';

// Every story already has a <NotifierHost> (the preview wraps stories in <AppProviders>), so the
// stories render only buttons that call `notify(...)`, and `beforeEach` posts the notices to show.
// Notices live in one store for the page: in the docs, each story gets its own frame.

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const LONG = 10 * 60 * 1000;

function NoticeButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 12 }}>
      <Button variant="outlined" onClick={() => notify({ severity: 'warning', message: i18n.t('errors.network') })}>
        notify warning
      </Button>
      <Button variant="outlined" onClick={() => notify({ severity: 'success', message: i18n.t('actions.ok') })}>
        notify success
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/NotifierHost',
  component: NotifierHost,
  tags: ['autodocs'],
  render: () => <NoticeButtons />,
  parameters: { docs: { story: { inline: false, height: '260px' } } },
} satisfies Meta<typeof NotifierHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A warning interrupts a screen reader (role alert); a success waits its turn (role status). */
export const WarningAndSuccess: Story = {
  beforeEach: () => {
    notify({ severity: 'warning', message: i18n.t('errors.network'), durationMs: LONG });
    notify({ severity: 'success', message: '採購單已送出', durationMs: LONG });
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('alert')).toHaveTextContent('無法連線到伺服器，請檢查網路後再試一次。');
    await expect(await body.findByRole('status')).toHaveTextContent('採購單已送出');
  },
};

export const WarningAndSuccessEnglish: Story = {
  globals: { locale: 'en-US' },
  beforeEach: () => {
    notify({ severity: 'warning', message: i18n.t('errors.network'), durationMs: LONG });
    notify({ severity: 'success', message: 'The purchase order was sent', durationMs: LONG });
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
    await expect(await body.findByRole('status')).toHaveTextContent('The purchase order was sent');
  },
};

/** Several lines in one notice (the message keeps its line breaks). */
export const ErrorWithLines: Story = {
  beforeEach: () => {
    // A refusal as the api client words it: the transaction id, then each of the server's messages.
    const refusal = describeApiError({ status: 409, body: { messages: ['單號重複', '請重新整理後再試'] }, transactionId: 'TXMX1VO8HO-000008' });
    notify({ severity: 'error', message: refusal.kind === 'message' ? refusal.message : '', durationMs: LONG });
  },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('TXMX1VO8HO-000008');
    await expect(alert).toHaveTextContent('單號重複');
    await expect(alert).toHaveTextContent('請重新整理後再試');
  },
};

/** A notice closes by itself after its duration, or with its close button. */
export const DismissAndTimeout: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    notify({ severity: 'success', message: 'Saved', durationMs: 400 });
    const saved = await body.findByRole('status');
    await expect(saved).toHaveTextContent('Saved');
    await waitForElementToBeRemoved(() => body.queryByRole('status'), { timeout: 3000 });

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'notify warning' }));
    const warning = await body.findByRole('alert');
    await userEvent.click(within(warning).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alert')).toBeNull());
  },
};
