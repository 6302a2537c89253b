import type { Call } from '../call';
import type { Cases } from './cases';
import { seeded, SUP, tokens } from './supplier-helpers';

const generalToken = async (call: Call) => (await call('GET', 'auth/supplierSignup')).body.generalToken as string;

/** `a/supplier/searchForPreCheck` and `ss/applicant`: what the registration tells the applicant while typing. */
export const supplierPreCheckCases: Cases = {
  'searchForPreCheck: a registered identity (any case, spaces trimmed) or company name is reported; the ten-X placeholder and new values are not; nothing else of the supplier is answered': async (call) => {
    const general = await generalToken(call);
    const { companyInfo } = seeded(SUP.hsinTai).basicData;
    const check = (body: object, token = general) => call('POST', 'a/supplier/searchForPreCheck', { token, body });
    const byIdentity = await check({ identityType: companyInfo.identityType, identity: ` ${companyInfo.identity.toLowerCase()} ` });
    expect(byIdentity.status).toBe(200);
    expect(byIdentity.body).toEqual({ identityRegistered: true, nameRegistered: false });
    expect((await check({ name: `  ${companyInfo.name.toUpperCase()}` })).body).toEqual({ identityRegistered: false, nameRegistered: true });
    expect((await check({ identityType: companyInfo.identityType, identity: 'XXXXXXXXXX', name: 'A company nobody registered' })).body).toEqual({ identityRegistered: false, nameRegistered: false });
    expect((await check({})).body).toEqual({ identityRegistered: false, nameRegistered: false });
    // Internal staff (creating a supplier) may ask too; without a token, 401.
    const { buyer } = await tokens(call, 'buyer');
    expect((await check({ name: companyInfo.name }, buyer)).body.nameRegistered).toBe(true);
    expect((await call('POST', 'a/supplier/searchForPreCheck', { body: { name: companyInfo.name } })).status).toBe(401);
  },

  'searchForPreCheck: a value that is no text is refused at its field (400)': async (call) => {
    const refused = await call('POST', 'a/supplier/searchForPreCheck', { token: await generalToken(call), body: { name: { $ne: '' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['name']);
  },

  'GET ss/applicant: whether an applicant account is still free (accounts of staff and suppliers alike, any case); general token needed': async (call) => {
    const general = await generalToken(call);
    const lookup = (account: string, token: string | undefined = general) => call('GET', `ss/applicant?account=${encodeURIComponent(account)}`, { token });
    expect((await lookup('SUPPLIER')).body).toEqual({ account: 'SUPPLIER', available: false });
    expect((await lookup('buyer')).body).toEqual({ account: 'buyer', available: false });
    expect((await lookup('harbour-new-01')).body).toEqual({ account: 'harbour-new-01', available: true });
    expect((await lookup('')).status).toBe(400);
    expect((await call('GET', 'ss/applicant?account=harbour-new-01', {})).status).toBe(401);
  },
};
