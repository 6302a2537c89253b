import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withFreshQueryClient } from '../../.storybook/with-fresh-query-client';
import { useSession } from 'shared-ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoDetailRouter, demoRecord, recordHandlers, type DemoStore, type Sent } from './detail-fixtures';

// What the mock backend received in the current story, and its copy of the record.
const sent: Sent[] = [];
const store: DemoStore = { record: { ...demoRecord } };
const writes = () => sent.filter((s) => s.method !== 'GET');
// Dialogs render in a portal on <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const loaded = async (canvasElement: HTMLElement, name: RegExp) =>
  waitFor(() => expect(within(canvasElement).getByRole('textbox', { name })).toHaveValue('Acme Components Ltd.'));

const meta = {
  title: 'Templates/DetailPage',
  component: DemoDetailRouter,
  tags: ['autodocs'],
  args: { path: '/admin/supplier/detail/view/42' },
  parameters: { layout: 'fullscreen', msw: { handlers: recordHandlers(sent, { store, latencyMs: 150 }) } },
  beforeEach: () => {
    sent.length = 0;
    store.record = { ...demoRecord };
    useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: false } } });
  },
  decorators: [withFreshQueryClient],
} satisfies Meta<typeof DemoDetailRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View mode (zh-TW): the record as text, Edit and the draft's Commit action. */
export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acme Components Ltd.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '編輯' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '送出' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ViewEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Draft')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Edit mode: the record in fields, Save. */
export const Edit: Story = {
  args: { path: '/admin/supplier/detail/edit/42' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, /公司名稱/);
    await expect(within(canvasElement).getByRole('button', { name: '儲存' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Create mode: the declaration's defaults. */
export const Create: Story = {
  args: { path: '/admin/supplier/detail/create' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Company name/ })).toHaveValue('');
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

/** Copy mode: the record without its id, supplier number and status. */
export const Copy: Story = {
  args: { path: '/admin/supplier/detail/copy/42' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, /Company name/);
    await expect(canvas.getByText('Supplier no.').nextSibling).toHaveTextContent('—');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('S1077')).toBeVisible();
    await expect(writes()).toEqual([{ method: 'POST', path: '/api/a/supplier', body: expect.not.objectContaining({ id: 42 }), key: expect.any(String) }]);
  },
};




/** Leaving with unsaved changes asks first (zh-TW). */
export const UnsavedChangesPrompt: Story = {
  args: { path: '/admin/supplier/detail/edit/42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, /公司名稱/);
    await userEvent.type(canvas.getByRole('textbox', { name: /公司名稱/ }), '!');
    await userEvent.click(canvas.getByRole('button', { name: '返回清單' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: '尚未儲存，確定要離開嗎？' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '離開' })).toBeVisible());
  },
};
