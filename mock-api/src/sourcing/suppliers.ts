import { suppliers } from '../store/collections';

/** What the bidding calls need of a supplier: its name, SCP no., stage and who gets its mail. */
export function supplierBrief(id: number) {
  const s = suppliers.get(id);
  if (!s) return undefined;
  const { companyInfo, systemInfo, applicantInfo } = s.basicData;
  return { id, name: companyInfo.name, supplierNoScp: systemInfo.supplierNoScp, stage: systemInfo.stage, email: applicantInfo.applicantEmail };
}

/** The currency a supplier quotes in for a purchasing org: its trading currency there, else the inquiry's. */
export function quoteCurrency(supplierId: number, purchasingOrgCode: string, inquiryCurrency: string): string {
  const org = suppliers.get(supplierId)?.purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === purchasingOrgCode);
  return org?.currencyCode ?? inquiryCurrency;
}
