import type { Supplier, SupplierContactRow } from 'shared-ui/contract';

/** Every contact of these suppliers, with the supplier it works for (`a/supplierContact/searchWithSupplier`). */
export const contactRows = (of: readonly Supplier[]): SupplierContactRow[] =>
  of.flatMap((s) =>
    s.basicData.contactList.map((c, i) => ({
      id: `${s.id}-${i}`,
      supplierId: s.id,
      supplierName: s.basicData.companyInfo.name,
      ...(s.basicData.systemInfo.supplierNoScp ? { supplierNoScp: s.basicData.systemInfo.supplierNoScp } : {}),
      name: c.name,
      ...(c.title ? { title: c.title } : {}),
      ...(c.dept ? { dept: c.dept } : {}),
      email: c.email,
      ...(c.phone ? { phone: c.phone } : {}),
      ...(c.mobile ? { mobile: c.mobile } : {}),
      sendPurchaseOrder: c.sendPurchaseOrder,
      sendEnvironmentSurvey: c.sendEnvironmentSurvey,
    })),
  );
