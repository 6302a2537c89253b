import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withFreshQueryClient } from '../../.storybook/with-fresh-query-client';
import { http, HttpResponse } from 'msw';
import { useSession } from 'shared-ui';
import { pageOf, type SavedView, type SearchRequest } from 'shared-ui/contract';
import { ListPage, resetListStates } from 'shared-ui/list';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoList, demoRows, exportHandler, loadingHandler, savedViewHandlers, searchHandler, type DemoFilter, type DemoSupplier } from './list-fixtures';

const SupplierListPage = ListPage<DemoSupplier, DemoFilter>;

// Every search body the mock backend received in the current story.
const bodies: SearchRequest<Record<string, unknown>>[] = [];
const lastBody = () => bodies[bodies.length - 1];
// Select menus render in a portal on <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Answers 500 until the play function mends the server, then the rows: Retry recovers. A count of
 * failures did not do: a first search cancelled by a re-render used it up, and no error showed.
 */
let searchFails = true;
const failingHandler = http.post('*/api/a/supplier/search', async ({ request }) => {
  const body = (await request.json()) as SearchRequest<Record<string, unknown>>;
  bodies.push(body);
  if (searchFails) return HttpResponse.json({ messages: ['Internal error'] }, { status: 500 });
  return HttpResponse.json(pageOf(demoRows, body.paging));
});
const failingSearch = { parameters: { msw: { handlers: [failingHandler] } } };

const meta = {
  title: 'Templates/ListPage',
  component: SupplierListPage,
  tags: ['autodocs'],
  args: { declaration: demoList },
  parameters: { layout: 'fullscreen', msw: { handlers: [searchHandler(bodies), exportHandler()] } },
  // Each story starts with no kept list state, no cached page and a user allowed to create.
  beforeEach: () => {
    bodies.length = 0;
    searchFails = true;
    resetListStates();
    useSession.setState({ permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: false } } });
  },
  decorators: [withFreshQueryClient],
} satisfies Meta<typeof SupplierListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** zh-TW: the first page of 45 suppliers, by id descending, 20 a page. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Supplier 45');
    await expect(lastBody()).toEqual({ paging: { page: 1, pageSize: 20 }, sorts: [{ field: 'id', direction: 'DESC' }] });
    await expect(canvas.getByRole('heading', { name: '供應商清單' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查詢' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增供應商' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '匯出 Excel' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /供應商名稱/ })).toBeVisible();
  },
};

/** en-US: the same list; the grid's own texts follow the language too. */
export const PopulatedEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Supplier 45');
    await expect(canvas.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    await expect(canvas.getByText('1–20 of 45')).toBeVisible();
  },
};

/** No record matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  globals: { locale: 'en-US' },
  parameters: { msw: { handlers: [searchHandler(bodies, [])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No records match these filters');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Supplier name' }), 'nobody{Enter}');
    await waitFor(() => expect(lastBody()).toMatchObject({ name: 'nobody' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastBody()).not.toHaveProperty('name'));
    await expect(canvas.getByRole('textbox', { name: 'Supplier name' })).toHaveValue('');
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: '載入中…' })).toBeVisible();
  },
};

/** The search failed (500): an error with Retry, which loads the list. */
export const ErrorWithRetry: Story = {
  ...failingSearch,
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The list could not be loaded.');
    searchFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await canvas.findByText('Supplier 01');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** The error, in Chinese. */
export const ErrorChinese: Story = {
  ...failingSearch,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: '重試' })).toBeVisible();
  },
};


/** The same refusal in Chinese, with the contract's validation text. */
export const ValueSearchRefusedChinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Supplier 45');
    await userEvent.click(canvas.getByRole('combobox', { name: '供應商編號：比對方式' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '介於' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '供應商編號（起）' }), 'S1020');
    await userEvent.type(canvas.getByRole('textbox', { name: '供應商編號（迄）' }), 'S1010{Enter}');
    await expect(await canvas.findByText('起始值不可大於結束值。')).toBeVisible();
  },
};

const savedViews = (): SavedView[] => [
  { id: 1, listKey: '/', name: '凍結的供應商', filters: { status: 'BLOCKED' }, sorts: [{ field: 'name', direction: 'ASC' }], hiddenColumns: ['createdAt'], isDefault: true },
  { id: 2, listKey: '/', name: 'Supplier 1x', filters: { name: 'Supplier 1' }, sorts: [], hiddenColumns: [], isDefault: false },
];

/** zh-TW: the user's saved views as chips; the default one (starred) opened the list, pressed. */
export const SavedViews: Story = {
  parameters: { msw: { handlers: [searchHandler(bodies), ...savedViewHandlers(savedViews())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = await canvas.findByRole('group', { name: '已存檢視' });
    await expect(await within(views).findByRole('button', { name: /凍結的供應商/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies[0]).toMatchObject({ status: 'BLOCKED', sorts: [{ field: 'name', direction: 'ASC' }] }));
    await expect(canvas.queryByRole('columnheader', { name: /建立日期/ })).toBeNull();
    await userEvent.click(within(views).getByRole('button', { name: 'Supplier 1x' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ name: 'Supplier 1' }));
    await expect(within(views).getByRole('button', { name: 'Supplier 1x' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** en-US: the save dialog over the list, its name field and the default tick. */
export const SaveViewDialog: Story = {
  globals: { locale: 'en-US' },
  parameters: { msw: { handlers: [searchHandler(bodies), ...savedViewHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Supplier 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save view' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Save this view' });
    await expect(within(dialog).getByRole('textbox', { name: /View name/ })).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Open this list with this view' })).not.toBeChecked();
  },
};

/**
 * en-US in a phone's width, with a selection's hint and action in the toolbar (as on the invoice
 * requests): the toolbar's buttons wrap to lines of their own instead of being squeezed (the export
 * button was cut to a word a line), and a wrapped line starts flush.
 */
export const ToolbarOnAPhone: Story = {
  globals: { locale: 'en-US' },
  args: {
    declaration: {
      ...demoList,
      selection: { hint: 'listDemo:selection.hint', summary: 'listDemo:selection.summary', rowName: 'listDemo:selection.row', rowValues: (row) => ({ name: row.name }), actions: [{ key: 'block', label: 'listDemo:selection.block', run: () => undefined }] },
    },
  },
  decorators: [(Story) => <div data-testid="phone-width" style={{ width: 280 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Supplier 45');
    const oneLine = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect().height;
    const { left, right } = canvas.getByTestId('phone-width').getBoundingClientRect();
    for (const name of ['Block', 'New supplier', 'Export to Excel']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.height).toBeLessThanOrEqual(oneLine);
      await expect(button.right).toBeLessThanOrEqual(right);
    }
    await expect(canvas.getByText('Tick the suppliers to act on together.').getBoundingClientRect().left).toBe(left);
  },
};
