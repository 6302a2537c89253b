import { seedAccounts } from 'mock-api/seed/accounts';
import { effectivePermissionMap } from 'shared-ui';
import { canOpenFeature, visibleMenu } from './feature-access';
import { FEATURES } from './features';

const menuOf = (account: string, functionDisable: string[] = []) => {
  const a = seedAccounts().find((x) => x.account === account)!;
  return Object.fromEntries(
    visibleMenu({ permissionMap: effectivePermissionMap(a.permissionMap), profile: { functionDisable, itStaff: a.itStaff } }).map((g) => [g.id, g.features.map((f) => f.path)]),
  );
};

describe('visible menu per demo account (spec section 2)', () => {
  it('admin sees every group in order, with the IT-only upload', () => {
    const menu = menuOf('admin');
    expect(Object.keys(menu)).toEqual(['announcement', 'supplier', 'bidding', 'purchasing', 'payment', 'audit', 'report', 'account', 'upload']);
    expect(menu.upload).toEqual(['upload/brcontact', 'upload/suppliers']);
  });

  it('buyer: supplier, sourcing, purchasing, payment and bulletins; no audit or accounts', () => {
    expect(Object.keys(menuOf('buyer'))).toEqual(['announcement', 'supplier', 'bidding', 'purchasing', 'payment', 'report', 'account', 'upload']);
    expect(menuOf('buyer').account).toEqual(['attachments']);
    expect(menuOf('buyer').upload).toEqual(['upload/brcontact']);
  });

  it('quality: audit and supplier view', () => {
    expect(menuOf('quality')).toEqual({ supplier: ['supplier'], audit: ['survey', 'audit'], account: ['attachments'] });
  });

  it('viewer sees every view entry but not the IT-only upload', () => {
    expect(menuOf('viewer').upload).toEqual(['upload/brcontact']);
  });

  it('a supplier gets the fixed map: no bidding beyond quotation, no review, no roles', () => {
    expect(menuOf('supplier')).toEqual({
      announcement: ['purchasingBulletin', 'docTracking'],
      supplier: ['supplier'],
      bidding: ['quotation'],
      purchasing: ['po', 'deliveryReply', 'deliveryBoard', 'receiveBoard'],
      payment: ['invoiceRequest', 'invoice'],
      audit: ['audit'],
      report: ['poItemHistory'],
      account: ['supplierUser'],
    });
  });

  it('hides Bidding when the server disables inquiry', () => {
    expect(menuOf('admin', ['INQUIRY']).bidding).toBeUndefined();
  });
});

const feature = (path: string) => FEATURES.find((f) => f.path === path)!;
const sessionOf = (account: string, functionDisable: string[] = []) => {
  const a = seedAccounts().find((x) => x.account === account)!;
  return { permissionMap: effectivePermissionMap(a.permissionMap), profile: { functionDisable, itStaff: a.itStaff } };
};

describe('route guard (spec section 6)', () => {
  it('opens quotation and parity only with view on them', () => {
    expect(canOpenFeature(feature('quotation'), sessionOf('buyer'))).toBe(true);
    expect(canOpenFeature(feature('parity'), sessionOf('quality'))).toBe(false);
    expect(canOpenFeature(feature('quotation'), sessionOf('supplier'))).toBe(true);
    expect(canOpenFeature(feature('parity'), sessionOf('supplier'))).toBe(false);
  });

  it('closes the bidding routes when the server disables inquiry', () => {
    expect(canOpenFeature(feature('quotation'), sessionOf('admin', ['INQUIRY']))).toBe(false);
    expect(canOpenFeature(feature('parity'), sessionOf('admin', ['INQUIRY']))).toBe(false);
    expect(canOpenFeature(feature('po'), sessionOf('admin', ['INQUIRY']))).toBe(true);
  });

  it('keeps the all-supplier upload for IT staff', () => {
    expect(canOpenFeature(feature('upload/suppliers'), sessionOf('admin'))).toBe(true);
    expect(canOpenFeature(feature('upload/suppliers'), sessionOf('viewer'))).toBe(false);
  });
});
