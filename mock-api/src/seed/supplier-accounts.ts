import type { Supplier, SupplierAccount } from 'shared-ui/contract';
import { DEMO_SUPPLIERS } from './suppliers';

/**
 * Supplier sub-accounts (su/supplierUser): every supplier's applicant account, plus a few more on
 * the demo suppliers. Only the demo accounts of seed/accounts.ts can sign in; the others are rows.
 */
export function seedSupplierAccounts(suppliers: readonly Supplier[]): (SupplierAccount & { id: number })[] {
  const extra: Omit<SupplierAccount, 'id'>[] = [
    { supplierId: DEMO_SUPPLIERS.hsinTai, account: 'hsintai.qa', name: '吳品管 Wu (QA)', email: 'qa@hsintai.example', phone: '+886 2-2601-0002', status: 'ACTIVE' },
    { supplierId: DEMO_SUPPLIERS.hsinTai, account: 'hsintai.finance', name: '許會計 Hsu (Finance)', email: 'finance@hsintai.example', status: 'ACTIVE' },
    { supplierId: DEMO_SUPPLIERS.hsinTai, account: 'hsintai.old', name: '離職帳號 Former staff', email: 'old@hsintai.example', status: 'INACTIVE' },
    { supplierId: DEMO_SUPPLIERS.rioMetals, account: 'rio.finance', name: 'Carlos Pereira', email: 'carlos@riometals.example', status: 'ACTIVE' },
    { supplierId: DEMO_SUPPLIERS.rioMetals, account: 'rio.logistics', name: 'Beatriz Lima', email: 'beatriz@riometals.example', status: 'ACTIVE' },
  ];
  const main = suppliers.map((s) => ({
    supplierId: s.id,
    account: s.basicData.applicantInfo.applicantAccount,
    name: s.basicData.applicantInfo.applicantName,
    email: s.basicData.applicantInfo.applicantEmail,
    phone: `${s.basicData.companyInfo.phoneCountryCode} ${s.basicData.companyInfo.phone}`,
    status: 'ACTIVE' as const,
  }));
  return [...main, ...extra].map((a, i) => ({ id: i + 1, ...a }));
}
