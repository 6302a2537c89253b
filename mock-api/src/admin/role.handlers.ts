import { http } from 'msw';
import { fullPermissionList, issue, issueMessages, roleSchema, VK, type IssueMessage, type Role } from 'shared-ui/contract';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { roles } from '../store/collections';
import { textFilter } from '../store/text-filter';
import { unknownCodes } from './codes';

type RoleRow = Role & { id: number };

/** The role rules of the contract, then what only the store knows: a free code, known scopes. */
async function checkedRole(request: Request, self?: RoleRow): Promise<{ data: Omit<Role, 'id'> } | { response: Response }> {
  const body = await readBody(request);
  // The code names the role for every account holding it: it stays as created.
  const parsed = roleSchema.safeParse(self ? { ...body, roleCode: self.roleCode } : body);
  const issues: IssueMessage[] = parsed.success ? [] : issueMessages(parsed.error);
  if (parsed.success) {
    const { roleCode, companyCodeList, purchasingOrgList } = parsed.data;
    if (!self && roles.all().some((r) => r.roleCode === roleCode)) issues.push(issue(VK.roleCodeTaken, 'roleCode'));
    issues.push(...unknownCodes(companyCodeList, 'companies', 'companyCodeList'), ...unknownCodes(purchasingOrgList, 'purchasingOrgs', 'purchasingOrgList'));
  }
  if (!parsed.success || issues.length) return { response: refuseFields(request, issues) };
  return { data: { ...parsed.data, permissionList: fullPermissionList(parsed.data.permissionList) } };
}

/**
 * `a/role` (spec section 7: get, put, post, search) under ROLE. Accounts keep role codes only:
 * their permission maps are derived from the roles at each call (http/permission-map.ts), so a
 * saved role changes every holder's profile at its next load.
 */
export const roleHandlers = [
  ...searchCalls({
    path: '*/api/a/role/search',
    guard: internalHolding('ROLE', 'view'),
    rows: () => roles.all(),
    spec: { keywordFields: ['roleCode', 'roleDesc'], customFilters: { roleCode: textFilter((r: RoleRow) => r.roleCode) } },
  }),

  http.get<{ id: string }>('*/api/a/role/:id', guarded(internalHolding('ROLE', 'view'), ({ request, params }) => {
    const role = roles.get(idOf(params.id));
    return role ? ok(role) : notFound(request);
  })),

  http.post('*/api/a/role', guarded(internalHolding('ROLE', 'create'), async ({ request }) => {
    const checked = await checkedRole(request);
    return 'response' in checked ? checked.response : ok(roles.insert(checked.data), 201);
  })),

  http.put<{ id: string }>('*/api/a/role/:id', guarded(internalHolding('ROLE', 'edit'), async ({ request, params }) => {
    const role = roles.get(idOf(params.id));
    if (!role) return notFound(request);
    const checked = await checkedRole(request, role);
    return 'response' in checked ? checked.response : ok(roles.replace(role.id, fieldsOf(roleSchema), checked.data) as RoleRow);
  })),
];
