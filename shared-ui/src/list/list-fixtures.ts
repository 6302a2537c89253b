// Test and story fixtures of the list template: a supplier-like declaration, rows and msw handlers.
// Not exported by the entry.
import { delay, http, HttpResponse } from 'msw';
import { registerNamespace } from 'shared-ui';
import { pageOf, sameViewName, type SavedView, type SearchRequest } from 'shared-ui/contract';
import { resource } from 'shared-ui/data';
import { defineList, searchExport, toDetail } from './list-declaration';

export interface DemoSupplier {
  id: number;
  supplierNoScp: string;
  name: string;
  status: string;
  createdAt: string;
}

registerNamespace('listDemo', {
  'zh-TW': {
    title: '供應商清單',
    fields: { name: '供應商名稱', supplierNoScp: '供應商編號', status: '狀態', stage: '階段', createdAt: '建立日期' },
    create: '新增供應商',
    statuses: { ACTIVE: '啟用', BLOCKED: '凍結' },
    selection: { hint: '請勾選要一併處理的供應商。', summary: '已勾選 {{count}} 家供應商', block: '凍結', row: '選取供應商 {{name}}' },
  },
  'en-US': {
    title: 'Suppliers',
    fields: { name: 'Supplier name', supplierNoScp: 'Supplier no.', status: 'Status', stage: 'Stage', createdAt: 'Created on' },
    create: 'New supplier',
    statuses: { ACTIVE: 'Active', BLOCKED: 'Blocked' },
    selection: { hint: 'Tick the suppliers to act on together.', summary: '{{count}} suppliers ticked', block: 'Block', row: 'Select supplier {{name}}' },
  },
});

/** The filters of the demo list: its names are checked against this type. */
export interface DemoFilter {
  name?: string;
  status?: string;
  stage?: string[];
  supplierNoScp?: unknown;
  createdAt?: unknown;
}

export const demoSuppliers = resource<DemoSupplier, DemoSupplier, DemoFilter>('a/supplier');

// Labels by the convention `listDemo:fields.<name>`: no column or filter names its own.
export const demoList = defineList<DemoSupplier, DemoFilter>({
  resource: demoSuppliers,
  namespace: 'listDemo',
  title: 'listDemo:title',
  columns: [
    { field: 'supplierNoScp', width: 150 },
    { field: 'name', flex: 1, minWidth: 200 },
    { field: 'status', width: 120 },
    { field: 'createdAt', width: 140 },
  ],
  filters: [
    { type: 'text', name: 'name' },
    {
      type: 'select',
      name: 'status',
      options: [
        { code: 'ACTIVE', label: 'listDemo:statuses.ACTIVE' },
        { code: 'BLOCKED', label: 'listDemo:statuses.BLOCKED' },
      ],
    },
    {
      type: 'multiSelect',
      name: 'stage',
      options: {
        key: ['listDemo', 'stages'],
        load: async () => [
          { code: 'PRE', name: 'Pre' },
          { code: 'NORMAL', name: 'Normal' },
        ],
      },
    },
    { type: 'valueSearch', name: 'supplierNoScp' },
    { type: 'dateRange', name: 'createdAt' },
  ],
  permission: 'SUPPLIER_BASIC',
  rowLink: toDetail,
  toolbarActions: [{ key: 'create', label: 'listDemo:create', flag: 'create', to: 'detail/create' }],
  exports: [searchExport()],
});

export const demoRows: DemoSupplier[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  supplierNoScp: `S${String(1000 + i + 1)}`,
  name: `Supplier ${String(i + 1).padStart(2, '0')}`,
  status: i % 5 === 0 ? 'BLOCKED' : 'ACTIVE',
  createdAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
}));

const SEARCH = '*/api/a/supplier/search';

/** The search of `a/supplier` over `rows`, recording every body it receives into `bodies`. */
export function searchHandler(bodies: SearchRequest<Record<string, unknown>>[], rows: DemoSupplier[] = demoRows) {
  return http.post(SEARCH, async ({ request }) => {
    const body = (await request.json()) as SearchRequest<Record<string, unknown>>;
    bodies.push(body);
    const [sort] = body.sorts;
    const sorted = [...rows].sort((a, b) => {
      const field = (sort?.field ?? 'id') as keyof DemoSupplier;
      const order = String(a[field]).localeCompare(String(b[field]), undefined, { numeric: true });
      return sort?.direction === 'ASC' ? order : -order;
    });
    const name = typeof body.name === 'string' ? body.name.toLowerCase() : undefined;
    const matching = name ? sorted.filter((r) => r.name.toLowerCase().includes(name)) : sorted;
    return HttpResponse.json(pageOf(matching, body.paging));
  });
}

export const loadingHandler = () =>
  http.post(SEARCH, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failingHandler = (bodies: unknown[] = []) =>
  http.post(SEARCH, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ messages: ['Internal error'] }, { status: 500 });
  });

/** The Excel export: an .xlsx named in Content-Disposition (a Chinese name, RFC 5987). */
export const exportHandler = (bodies: unknown[] = []) =>
  http.post('*/api/a/supplier/search/xls', async ({ request }) => {
    bodies.push(await request.json());
    return new HttpResponse(new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': "attachment; filename=\"suppliers.xlsx\"; filename*=UTF-8''%E4%BE%9B%E6%87%89%E5%95%86.xlsx",
      },
    });
  });

/**
 * The user's saved views (g/savedView) kept in `views`: search by list, create, update, delete,
 * the name taken on the list refused at the field as the backend does.
 */
export function savedViewHandlers(views: SavedView[] = []) {
  let nextId = views.reduce((max, v) => Math.max(max, v.id), 0) + 1;
  const taken = (body: SavedView, id?: number) => views.some((v) => v.id !== id && v.listKey === body.listKey && sameViewName(v.name, body.name));
  const refused = HttpResponse.json({ messages: ['You already have a view with this name on this list.'], fieldErrors: [{ path: 'name', key: 'validation:viewNameTaken' }] }, { status: 400 });
  const keepOneDefault = (view: SavedView) => view.isDefault && views.forEach((v) => v.id !== view.id && v.listKey === view.listKey && (v.isDefault = false));
  return [
    http.post('*/api/g/savedView/search', async ({ request }) => {
      const { listKey } = (await request.json()) as { listKey: string };
      const mine = views.filter((v) => v.listKey === listKey).sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json(pageOf(mine, { page: 1, pageSize: 20 }));
    }),
    http.post('*/api/g/savedView', async ({ request }) => {
      const body = (await request.json()) as Partial<SavedView> & Pick<SavedView, 'listKey' | 'name'>;
      if (taken(body as SavedView)) return refused;
      const view: SavedView = { filters: {}, sorts: [], hiddenColumns: [], isDefault: false, ...body, name: body.name.trim(), id: nextId++ };
      views.push(view);
      keepOneDefault(view);
      return HttpResponse.json(view, { status: 201 });
    }),
    http.put<{ id: string }>('*/api/g/savedView/:id', async ({ request, params }) => {
      const body = (await request.json()) as SavedView;
      const view = views.find((v) => v.id === Number(params.id));
      if (!view) return HttpResponse.json({ messages: ['No such record.'] }, { status: 404 });
      if (taken(body, view.id)) return refused;
      Object.assign(view, body, { id: view.id, listKey: view.listKey });
      keepOneDefault(view);
      return HttpResponse.json(view);
    }),
    http.delete<{ id: string }>('*/api/g/savedView/:id', ({ params }) => {
      views.splice(views.findIndex((v) => v.id === Number(params.id)), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
