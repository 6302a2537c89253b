import { http } from 'msw';
import { issue, issueMessages, supplierAccountOfSupplierSchema, supplierAccountSchema, VK, type IssueMessage, type SupplierAccount } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { refuseFields } from '../http/field-errors';
import { guarded, type Guard } from '../http/guarded';
import { internalHolding, requireSupplier } from '../http/guards';
import { say } from '../http/locale';
import { idOf, notFound } from '../http/record';
import { fail, noContent, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { supplierAccounts, suppliers } from '../store/collections';
import { textFilter } from '../store/text-filter';
import { readableSuppliers } from '../supplier/scope';
import { ADMIN_MSG } from './messages';
import { accountTaken, accountWelcome, closeSignIn, openSignIn, syncSignIn } from './sign-in-accounts';

type Row = SupplierAccount & { id: number };

/** The account its supplier registered with: the one the supplier is reached by, kept for good. */
const isApplicant = (row: Row) => suppliers.get(row.supplierId)?.basicData.applicantInfo.applicantAccount === row.account;
const shaped = (row: Row): Row => ({ ...row, applicant: isApplicant(row), supplierName: suppliers.get(row.supplierId)?.basicData.companyInfo.name });

const SEARCH = {
  keywordFields: ['account', 'name', 'email'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: { account: textFilter((a: Row) => a.account), name: textFilter((a: Row) => a.name) },
};

/**
 * Whose accounts the caller manages. `supplierId`: a supplier user's own supplier (a supplierId it
 * sends is ignored), null for staff, who name the supplier. `reaches`: whether a supplier's
 * accounts are the caller's to see: a supplier user's own; staff those of the suppliers they read
 * (supplierScope: their roles' purchasing orgs), another org's supplier's accounts being no such
 * accounts (404), as its record is.
 */
interface Manager {
  supplierId: number | null;
  reaches(supplierId: number): boolean;
}

/** Who may act, and on which supplier's accounts: internal staff those of their scope, a supplier user its own. */
interface Side {
  prefix: 'a' | 'su';
  guard(action: 'view' | 'create' | 'edit'): Guard<Manager>;
}

const internal: Side = {
  prefix: 'a',
  guard: (action) => (request) => {
    const caller = internalHolding('ACCOUNT_SUPPLIER', action)(request);
    if ('response' in caller) return caller;
    const readable = new Set(readableSuppliers(caller.account).map((s) => s.id));
    return { supplierId: null, reaches: (supplierId) => readable.has(supplierId) };
  },
};
const own: Side = {
  prefix: 'su',
  guard: () => (request) => {
    const caller = requireSupplier(request);
    if ('response' in caller) return caller;
    const { supplierId } = caller.account;
    return { supplierId, reaches: (id) => id === supplierId };
  },
};

/** The row of the path the caller may see, or undefined (answered 404, never 403). */
function rowOf(raw: string, caller: Manager): Row | undefined {
  const row = supplierAccounts.get(idOf(raw));
  return row && caller.reaches(row.supplierId) ? row : undefined;
}

async function checked(request: Request, caller: Manager, self?: Row): Promise<{ data: Omit<SupplierAccount, 'id'> } | { response: Response }> {
  const { supplierId } = caller;
  const body = await readBody(request);
  // The account is the sign-in name and the supplier never changes: both stay as created.
  const fixed = self ? { ...body, account: self.account, supplierId: self.supplierId } : supplierId === null ? body : { ...body, supplierId };
  const parsed = (supplierId === null ? supplierAccountOfSupplierSchema : supplierAccountSchema).safeParse(fixed);
  const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
  const targetId = supplierId ?? (typeof fixed.supplierId === 'number' ? fixed.supplierId : NaN);
  // A supplier out of the caller's scope is refused as an unknown one.
  if (parsed.success && !(suppliers.get(targetId) && caller.reaches(targetId))) issues.push(issue(VK.supplierNotFound, 'supplierId'));
  if (parsed.success && !self && accountTaken(parsed.data.account)) issues.push(issue(VK.accountTaken, 'account'));
  if (!parsed.success || issues.length) return { response: refuseFields(request, issues) };
  const { account, name, email, phone, status } = parsed.data;
  return { data: { supplierId: targetId, account, name, email, phone, status } };
}

const applicantKept = (request: Request) => fail(409, [say(request, ADMIN_MSG.applicantKept)]);

/**
 * Supplier accounts (spec section 7: `a|su/supplierUser` create, read, update, delete, search):
 * internal staff with ACCOUNT_SUPPLIER manage those of the suppliers of their purchasing orgs
 * (another org's are 404), a supplier user its own (another supplier's are 404). A new account signs in with a mailed temporary password, as at
 * registration; the applicant account is never deleted or deactivated.
 */
function handlersOf(side: Side) {
  const base = `*/api/${side.prefix}/supplierUser`;
  return [
    // A supplier's rows are its own whatever `supplierIds` it sends; staff's those of their scope.
    ...searchCalls({
      path: `${base}/search`,
      guard: side.guard('view'),
      rows: (caller) => supplierAccounts.all().filter((a) => caller.reaches(a.supplierId)),
      spec: SEARCH,
      scope: (caller, body) => (caller.supplierId === null || typeof body !== 'object' || body === null || Array.isArray(body) ? body : { ...body, supplierId: undefined, supplierIds: undefined }),
      item: shaped,
    }),
    http.get<{ id: string }>(`${base}/:id`, guarded(side.guard('view'), ({ request, params, caller }) => {
      const row = rowOf(params.id, caller);
      return row ? ok(shaped(row)) : notFound(request);
    })),
    http.post(base, guarded(side.guard('create'), async ({ request, caller }) => {
      const result = await checked(request, caller);
      if ('response' in result) return result.response;
      const row = supplierAccounts.insert(result.data);
      openSignIn(request, { account: row.account, fullName: row.name, email: row.email, kind: 'supplier', supplierId: row.supplierId, department: null }, accountWelcome(row.account));
      return ok(shaped(row), 201);
    })),
    http.put<{ id: string }>(`${base}/:id`, guarded(side.guard('edit'), async ({ request, params, caller }) => {
      const row = rowOf(params.id, caller);
      if (!row) return notFound(request);
      const result = await checked(request, caller, row);
      if ('response' in result) return result.response;
      if (isApplicant(row) && result.data.status !== 'ACTIVE') return applicantKept(request);
      const saved = supplierAccounts.replace(row.id, fieldsOf(supplierAccountOfSupplierSchema), result.data) as Row;
      syncSignIn(saved.account, saved.name, saved.email);
      return ok(shaped(saved));
    })),
    http.delete<{ id: string }>(`${base}/:id`, guarded(side.guard('edit'), ({ request, params, caller }) => {
      const row = rowOf(params.id, caller);
      if (!row) return notFound(request);
      if (isApplicant(row)) return applicantKept(request);
      supplierAccounts.remove(row.id);
      closeSignIn(row.account);
      return noContent();
    })),
  ];
}

export const supplierUserHandlers = [...handlersOf(internal), ...handlersOf(own)];
