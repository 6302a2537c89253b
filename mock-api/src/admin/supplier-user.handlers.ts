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

/** Who may act, and on which supplier's accounts: internal staff any, a supplier user its own. */
interface Side {
  prefix: 'a' | 'su';
  guard(action: 'view' | 'create' | 'edit'): Guard<{ supplierId: number | null }>;
}

const internal: Side = {
  prefix: 'a',
  guard: (action) => (request) => {
    const caller = internalHolding('ACCOUNT_SUPPLIER', action)(request);
    return 'response' in caller ? caller : { supplierId: null };
  },
};
const own: Side = {
  prefix: 'su',
  guard: () => (request) => {
    const caller = requireSupplier(request);
    return 'response' in caller ? caller : { supplierId: caller.account.supplierId };
  },
};

/** The row of the path the caller may see, or undefined (answered 404, never 403). */
function rowOf(raw: string, supplierId: number | null): Row | undefined {
  const row = supplierAccounts.get(idOf(raw));
  return row && (supplierId === null || row.supplierId === supplierId) ? row : undefined;
}

async function checked(request: Request, supplierId: number | null, self?: Row): Promise<{ data: Omit<SupplierAccount, 'id'> } | { response: Response }> {
  const body = await readBody(request);
  // The account is the sign-in name and the supplier never changes: both stay as created.
  const fixed = self ? { ...body, account: self.account, supplierId: self.supplierId } : supplierId === null ? body : { ...body, supplierId };
  const parsed = (supplierId === null ? supplierAccountOfSupplierSchema : supplierAccountSchema).safeParse(fixed);
  const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
  const targetId = supplierId ?? (typeof fixed.supplierId === 'number' ? fixed.supplierId : NaN);
  if (parsed.success && !suppliers.get(targetId)) issues.push(issue(VK.invalid, 'supplierId'));
  if (parsed.success && !self && accountTaken(parsed.data.account)) issues.push(issue(VK.accountTaken, 'account'));
  if (!parsed.success || issues.length) return { response: refuseFields(request, issues) };
  const { account, name, email, phone, status } = parsed.data;
  return { data: { supplierId: targetId, account, name, email, phone, status } };
}

const applicantKept = (request: Request) => fail(409, [say(request, ADMIN_MSG.applicantKept)]);

/**
 * Supplier accounts (spec section 7: `a|su/supplierUser` create, read, update, delete, search):
 * internal staff with ACCOUNT_SUPPLIER manage any supplier's, a supplier user its own (another
 * supplier's are 404). A new account signs in with a mailed temporary password, as at
 * registration; the applicant account is never deleted or deactivated.
 */
function handlersOf(side: Side) {
  const base = `*/api/${side.prefix}/supplierUser`;
  return [
    // A supplier's rows are its own whatever `supplierIds` it sends.
    ...searchCalls({
      path: `${base}/search`,
      guard: side.guard('view'),
      rows: (caller) => supplierAccounts.all().filter((a) => caller.supplierId === null || a.supplierId === caller.supplierId),
      spec: SEARCH,
      scope: (caller, body) => (caller.supplierId === null || typeof body !== 'object' || body === null || Array.isArray(body) ? body : { ...body, supplierId: undefined, supplierIds: undefined }),
      item: shaped,
    }),
    http.get<{ id: string }>(`${base}/:id`, guarded(side.guard('view'), ({ request, params, caller }) => {
      const row = rowOf(params.id, caller.supplierId);
      return row ? ok(shaped(row)) : notFound(request);
    })),
    http.post(base, guarded(side.guard('create'), async ({ request, caller }) => {
      const result = await checked(request, caller.supplierId);
      if ('response' in result) return result.response;
      const row = supplierAccounts.insert(result.data);
      openSignIn(request, { account: row.account, fullName: row.name, email: row.email, kind: 'supplier', supplierId: row.supplierId, department: null }, accountWelcome(row.account));
      return ok(shaped(row), 201);
    })),
    http.put<{ id: string }>(`${base}/:id`, guarded(side.guard('edit'), async ({ request, params, caller }) => {
      const row = rowOf(params.id, caller.supplierId);
      if (!row) return notFound(request);
      const result = await checked(request, caller.supplierId, row);
      if ('response' in result) return result.response;
      if (isApplicant(row) && result.data.status !== 'ACTIVE') return applicantKept(request);
      const saved = supplierAccounts.replace(row.id, fieldsOf(supplierAccountOfSupplierSchema), result.data) as Row;
      syncSignIn(saved.account, saved.name, saved.email);
      return ok(shaped(saved));
    })),
    http.delete<{ id: string }>(`${base}/:id`, guarded(side.guard('edit'), ({ request, params, caller }) => {
      const row = rowOf(params.id, caller.supplierId);
      if (!row) return notFound(request);
      if (isApplicant(row)) return applicantKept(request);
      supplierAccounts.remove(row.id);
      closeSignIn(row.account);
      return noContent();
    })),
  ];
}

export const supplierUserHandlers = [...handlersOf(internal), ...handlersOf(own)];
