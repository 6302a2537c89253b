// Test and story fixtures of the detail template: a supplier-like declaration over the demo
// fields, msw handlers recording what the page sends, and a data router around the page
// (useBlocker needs one). Not exported by the entry.
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, UNSAFE_LocationContext, UNSAFE_RouteContext } from 'react-router';
import { registerNamespace, Typography } from 'shared-ui';
import { resource } from 'shared-ui/data';
import { numberField, optionalText, requiredText } from 'shared-ui/contract';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { z } from 'zod';
import { CheckboxField, EmailField, NumberField, SelectField, TextareaField, TextField } from 'shared-ui/form';
import { useTranslation } from 'react-i18next';

registerNamespace('detailDemo', {
  'zh-TW': {
    title: '供應商',
    list: '供應商清單',
    tabs: { basic: '基本資料', other: '其他' },
    name: '公司名稱',
    email: '電子郵件',
    employeeCount: '員工人數',
    status: '狀態',
    supplierNo: '供應商編號',
    active: '啟用',
    note: '備註',
    statuses: { DRAFT: '草稿', SUBMITTED: '已送出' },
    commit: '送出',
    commitTitle: '確定送出此供應商？',
    commitBody: '送出後將進入簽核流程。',
  },
  'en-US': {
    title: 'Supplier',
    list: 'Suppliers',
    tabs: { basic: 'Basic info', other: 'Other' },
    name: 'Company name',
    email: 'E-mail',
    employeeCount: 'Employees',
    status: 'Status',
    supplierNo: 'Supplier no.',
    active: 'Active',
    note: 'Note',
    statuses: { DRAFT: 'Draft', SUBMITTED: 'Submitted' },
    commit: 'Commit',
    commitTitle: 'Commit this supplier?',
    commitBody: 'It goes to sign-off once committed.',
  },
});

export interface DemoRecord {
  id: number;
  supplierNoScp: string;
  status: 'DRAFT' | 'SUBMITTED';
  name: string;
  email: string;
  employeeCount: number | string;
  active: boolean;
  note?: string;
}

// Field labels are i18n keys; built by a function, as a remote's declaration would hold them.
const dk = (key: string) => `detailDemo:${key}`;

const schema = z.object({
  id: z.number().optional(),
  supplierNoScp: z.string().optional(),
  status: z.string().optional(),
  name: requiredText(),
  email: requiredText().pipe(z.email({ error: 'validation:email' })),
  employeeCount: numberField(),
  active: z.boolean(),
  note: optionalText(),
});

const STATUSES = [
  { code: 'DRAFT', label: 'detailDemo:statuses.DRAFT' },
  { code: 'SUBMITTED', label: 'detailDemo:statuses.SUBMITTED' },
];

export const demoSuppliers = resource<DemoRecord>('a/supplier');

export const demoDetail = defineDetail<DemoRecord, z.input<typeof schema>, z.output<typeof schema>>({
  resource: demoSuppliers,
  permission: 'SUPPLIER_BASIC',
  title: 'detailDemo:title',
  form: {
    schema: () => schema,
    create: () => ({ name: '', email: '', employeeCount: '', active: true, note: '' }),
    copy: ({ id: _id, supplierNoScp: _no, status: _status, ...rest }) => rest,
    // A sent record is no longer changed.
    editable: (record) => record.status === 'DRAFT',
  },
  tabs: () => [
    {
      key: 'basic',
      label: 'detailDemo:tabs.basic',
      render: () => (
        <Grid>
          <TextField name="supplierNoScp" label={dk('supplierNo')} readOnly />
          <SelectField name="status" label={dk('status')} options={STATUSES} readOnly />
          <TextField name="name" label={dk('name')} required />
          <EmailField name="email" label={dk('email')} required />
          <NumberField name="employeeCount" label={dk('employeeCount')} required />
        </Grid>
      ),
    },
    {
      key: 'other',
      label: 'detailDemo:tabs.other',
      render: () => (
        <Grid>
          <CheckboxField name="active" label={dk('active')} />
          <TextareaField name="note" label={dk('note')} />
        </Grid>
      ),
    },
  ],
  actions: (record, ctx) =>
    record.status === 'DRAFT' && ctx.can('edit') && !ctx.dirty
      ? [
          {
            key: 'commit',
            label: 'detailDemo:commit',
            confirm: { title: 'detailDemo:commitTitle', body: 'detailDemo:commitBody' },
            run: (call) => demoSuppliers.action(record.id, 'commit', undefined, call),
          },
        ]
      : [],
});

/** The same record as one the portal only shows: no form, so the view mode only. */
export const shownDemoDetail = defineDetail<DemoRecord>({
  resource: demoSuppliers,
  permission: 'SUPPLIER_BASIC',
  title: 'detailDemo:title',
  tabs: () => [{ key: 'basic', label: 'detailDemo:tabs.basic', render: ({ record }) => <Typography>{record?.name}</Typography> }],
});

function Grid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16, alignItems: 'start' }}>{children}</div>;
}

export const demoRecord: DemoRecord = {
  id: 42,
  supplierNoScp: 'S1042',
  status: 'DRAFT',
  name: 'Acme Components Ltd.',
  email: 'sales@acme.example',
  employeeCount: 120,
  active: true,
  note: 'Preferred supplier for connectors.',
};

const RECORD = '*/api/a/supplier/:id';

/** What the mock backend received in the current test or story. */
export interface Sent {
  method: string;
  path: string;
  body?: unknown;
  /** The create's Idempotency-Key header. */
  key?: string | null;
}

/** The mock backend's copy of the record; a story resets it before it starts. */
export interface DemoStore {
  record: DemoRecord;
}

/** GET, POST, PUT and commit of `a/supplier`, each answered after `latencyMs`; every write is recorded. */
export function recordHandlers(sent: Sent[], options: { store?: DemoStore; latencyMs?: number } = {}) {
  const store = options.store ?? { record: { ...demoRecord } };
  const wait = () => delay(options.latencyMs ?? 0);
  return [
    http.get(RECORD, async ({ params }) => {
      await wait();
      return Number(params.id) === store.record.id ? HttpResponse.json(store.record) : HttpResponse.json({ messages: ['Not found'] }, { status: 404 });
    }),
    http.put(RECORD, async ({ request }) => {
      const body = (await request.json()) as DemoRecord;
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      await wait();
      store.record = { ...store.record, ...body, id: store.record.id };
      return HttpResponse.json(store.record);
    }),
    http.post('*/api/a/supplier', async ({ request }) => {
      const body = (await request.json()) as DemoRecord;
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body, key: request.headers.get('Idempotency-Key') });
      await wait();
      store.record = { ...body, id: 77, supplierNoScp: 'S1077', status: 'DRAFT' };
      return HttpResponse.json(store.record);
    }),
    http.post(`${RECORD}/commit`, async ({ request }) => {
      sent.push({ method: 'POST', path: new URL(request.url).pathname });
      await wait();
      store.record = { ...store.record, status: 'SUBMITTED' };
      return HttpResponse.json(store.record);
    }),
  ];
}

/** A PUT refused with 400: one field error by key, one with the server's text, one global message. */
export const refusingPutHandler = (sent: Sent[]) =>
  http.put(RECORD, async ({ request }) => {
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json(
      {
        messages: [],
        fieldErrors: [
          { path: 'email', key: 'validation:email' },
          { path: 'name', message: 'Supplier SCP no. does not exist.' },
        ],
      },
      { status: 400, headers: { 'X-Transaction-Id': 'tx-400' } },
    );
  });

function DemoList() {
  const { t } = useTranslation('detailDemo');
  return (
    <Typography variant="h1" component="h1">
      {t('detailDemo:list')}
    </Typography>
  );
}

/**
 * The page on `/admin/supplier/detail/:mode/:id?` of its own memory data router, opened at
 * `path` with the list one step back. It can sit inside another router (the story decorator's
 * MemoryRouter, renderInPortal's): it starts a router context of its own.
 */
export function DemoDetailRouter({ path, declaration = demoDetail }: { path: string; declaration?: typeof demoDetail | typeof shownDemoDetail }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/admin/supplier', element: <DemoList /> },
        { path: '/admin/supplier/detail/:mode/:id?', element: <DetailPage declaration={declaration as typeof demoDetail} /> },
      ],
      { initialEntries: ['/admin/supplier', path], initialIndex: 1 },
    ),
  );
  return (
    <UNSAFE_LocationContext.Provider value={null as never}>
      <UNSAFE_RouteContext.Provider value={{ outlet: null, matches: [], isDataRoute: false }}>
        <RouterProvider router={router} />
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}
