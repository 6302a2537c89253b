import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError, login, outbox, tempPasswordFor, tokenOf } from './helpers';

// The public registration (`POST ss/signup`, general token of `GET auth/supplierSignup`).

const PDF = 'application/pdf';
/** A sign-up token; asked with the visit's earlier one (as the form renews it), for the same visit. */
const generalToken = async (call: Call, earlier?: string) => (await call('GET', 'auth/supplierSignup', earlier ? { token: earlier } : {})).body.generalToken as string;

async function uploadPdf(call: Call, token: string, attachmentCode: string, name = `${attachmentCode}.pdf`) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], { type: PDF }), name);
  const answer = await call('POST', `ss/file/issue?attachmentCode=${attachmentCode}`, { token, form });
  expect(answer.status).toBe(200);
  return { fileId: answer.body.fileId as string, fileName: answer.body.name as string, size: answer.body.size as number, contentType: PDF };
}

/** A complete sign-up of a raw-material supplier in English: REG, BANK and TAX are its required first-stage attachments. */
async function validSignup(call: Call, token: string, account = 'acme.sales') {
  const attachmentList = [];
  for (const code of ['RAW-REG-EN', 'RAW-BANK-EN', 'RAW-TAX-EN']) attachmentList.push({ attachmentCode: code, files: [await uploadPdf(call, token, code)] });
  attachmentList.push({ attachmentCode: 'RAW-NDA-EN', files: [] });
  return {
    supplierTypeCode: 'RAW',
    companyInfo: {
      name: 'Acme Alloys Ltd.',
      countryCode: 'US',
      identityType: 'US_EIN',
      identity: 'XXXXXXXXXX',
      address1: '100 Foundry Way, Pittsburgh, PA',
      postcode1: '15222-4401',
      address2: '',
      postcode2: '',
      contactAddress: 'PO Box 12, Pittsburgh, PA',
      capital: 'NA',
      employeeCount: '120',
      description: 'Aluminium and copper alloys.',
      keyword: 'alloy',
      langCode: 'en-US',
      personInCharge: 'Jane Doe',
      phone: '412-555-0100',
      phoneCountryCode: '+1',
      taxJurisdictionCode: '',
      webSite: 'https://acme-alloys.example',
    },
    applicantInfo: { applicantAccount: account, applicantName: 'Jane Doe', applicantEmail: 'jane@acme-alloys.example' },
    categoryInfoList: [
      { serviceItemCode: '1020', main: true },
      { serviceItemCode: '1030', main: false },
    ],
    attachmentList,
    freeAttachmentList: [],
    agreeTerms: true,
    agreePrivacy: true,
  };
}

export const signupCases: Cases = {
  'ss/signup: the environment level is purchasing\'s assessment: an applicant\'s own is ignored (N, the default)': async (call) => {
    const token = await generalToken(call);
    const body = await validSignup(call, token);
    const answer = await call('POST', 'ss/signup', { token, body: { ...body, companyInfo: { ...body.companyInfo, environmentLevelCode: 'A' } } });
    expect(answer.status).toBe(201);
    const buyer = await tokenOf(call, 'buyer');
    expect((await call('GET', `a/supplier/${answer.body.supplierId}`, { token: buyer })).body.basicData.companyInfo.environmentLevelCode).toBe('N');
  },

  'ss/signup: a complete sign-up creates the supplier in stage PRE awaiting review, the applicant account and a mail with the next steps': async (call) => {
    const token = await generalToken(call);
    const body = await validSignup(call, token);
    const answer = await call('POST', 'ss/signup', { token, body, lang: 'en-US' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      supplierId: expect.any(Number),
      supplierNoScp: expect.stringMatching(/^SCP\d{6}$/),
      stage: 'PRE',
      status: 'COMMITTED',
      applicantAccount: 'acme.sales',
      applicantEmail: 'jane@acme-alloys.example',
    });

    // The buyer finds it as a potential supplier, with what was typed and the committed files.
    const buyer = await tokenOf(call, 'buyer');
    const found = await call('POST', 'a/supplier/search', { token: buyer, body: { name: 'Acme Alloys', paging: { page: 1, pageSize: 20 } } });
    expect(found.body.items).toEqual([expect.objectContaining({ id: answer.body.supplierId, stage: 'PRE', status: 'COMMITTED', supplierTypeCode: 'RAW', identity: 'XXXXXXXXXX' })]);
    const record = (await call('GET', `a/supplier/${answer.body.supplierId}`, { token: buyer })).body;
    expect(record.basicData.companyInfo).toMatchObject({ countryCode: 'US', capital: 'NA', employeeCount: 120, postcode1: '15222-4401', environmentLevelCode: 'N' });
    expect(record.basicData.applicantInfo).toMatchObject({ applicantAccount: 'acme.sales', defaultApplicantAccount: 'acme.sales' });
    expect(record.basicData.categoryInfoList).toEqual(body.categoryInfoList);
    expect(record.basicData.attachmentList.map((a: { attachmentCode: string; files: unknown[] }) => [a.attachmentCode, a.files.length])).toEqual([
      ['RAW-REG-EN', 1],
      ['RAW-BANK-EN', 1],
      ['RAW-TAX-EN', 1],
      ['RAW-NDA-EN', 0],
    ]);
    expect(record.basicData.systemInfo).toMatchObject({ stage: 'PRE', status: 'COMMITTED', bpmStatus: 'NONE', blockStatus: 'UNBLOCKED' });
    const history = (await call('GET', `a/supplier/${answer.body.supplierId}/commitHistory`, { token: buyer })).body;
    expect(history).toEqual([expect.objectContaining({ action: 'REGISTER', by: { account: 'acme.sales', name: body.applicantInfo.applicantName } })]);

    // The mail tells the next steps, with a temporary password that opens the first sign-in.
    const [mail] = await outbox(call, 'jane@acme-alloys.example');
    expect(mail.subject).toBe('Your supplier registration was received');
    expect(mail.body).toContain(answer.body.supplierNoScp);
    expect(mail.body).toContain('What happens next');
    const temp = await tempPasswordFor(call, 'jane@acme-alloys.example');
    const first = await login(call, 'acme.sales', temp, 'en-US');
    expect(first.status).toBe(400);
    expect(first.body.code).toBe('REGULAR_PASSWORD_RESET');
    // The applicant is one of the supplier's accounts, and the account name is now taken.
    expect((await call('POST', 'ss/signup', { token, body: await validSignup(call, token), lang: 'en-US' })).status).toBe(400);
  },

  'ss/signup: every broken rule answers 400 with messages and fieldErrors, in the request language': async (call) => {
    const token = await generalToken(call);
    const valid = await validSignup(call, token);
    const broken = {
      ...valid,
      companyInfo: { ...valid.companyInfo, countryCode: 'TW', postcode1: '1234567', identity: 'xxx', capital: 'lots', name: '' },
      applicantInfo: { ...valid.applicantInfo, applicantEmail: 'jane-at-acme' },
      categoryInfoList: [{ serviceItemCode: '1020', main: false }],
      attachmentList: valid.attachmentList.map((a) => (a.attachmentCode === 'RAW-BANK-EN' ? { ...a, files: [] } : a)),
      agreePrivacy: false,
    };
    const en = await call('POST', 'ss/signup', { token, body: broken, lang: 'en-US' });
    expect(en.status).toBe(400);
    expect(en.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'companyInfo.name', key: 'validation:required' },
        { path: 'companyInfo.identity', key: 'validation:identityPlaceholder', params: { placeholder: 'XXXXXXXXXX' } },
        { path: 'companyInfo.capital', key: 'validation:numberOrNa' },
        { path: 'companyInfo.postcode1', key: 'validation:postcodeLength', params: { length: 5 } },
        { path: 'applicantInfo.applicantEmail', key: 'validation:email' },
        { path: 'categoryInfoList', key: 'validation:oneMainServiceItem' },
        { path: 'attachmentList.1.files', key: 'validation:attachmentRequired', params: { code: 'RAW-BANK-EN', name: 'RAW-BANK-EN' } },
        { path: 'agreePrivacy', key: 'validation:agreePrivacy' },
      ]),
    );
    expect(en.body.fieldErrors).toHaveLength(8);
    expect(en.body.messages).toEqual(
      expect.arrayContaining([
        'Required',
        'Enter a valid e-mail address.',
        'The postcode can have at most 5 characters.',
        'Enter a number, or NA if not available.',
        'Exactly one service item must be the main service item.',
        'Upload the required attachment: RAW-BANK-EN.',
        'You must agree to the privacy statement.',
      ]),
    );
    const zh = await call('POST', 'ss/signup', { token, body: broken, lang: 'zh-TW' });
    expect(zh.status).toBe(400);
    expect(zh.body.fieldErrors).toEqual(en.body.fieldErrors);
    expect(zh.body.messages).toHaveLength(8);
    expect(zh.body.messages).toContain('必填');
    expect(zh.body.messages.join('\n')).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.body.messages).not.toEqual(en.body.messages);

    // Brazil is B1 when creating; nothing was created by a refused sign-up.
    const brazil = await call('POST', 'ss/signup', { token, body: { ...valid, companyInfo: { ...valid.companyInfo, countryCode: 'BR' } }, lang: 'en-US' });
    expectFieldErrors(brazil, [{ path: 'companyInfo.countryCode', key: 'validation:brazilCreateUseB1', params: { country: 'B1' } }]);
    expect(brazil.body.messages).toEqual(['Brazil: choose country B1 when creating a supplier.']);
    expect(await outbox(call, 'jane@acme-alloys.example')).toEqual([]);
    // Codes must come from the sign-up's option lists (items, not their groups).
    const forged = await call('POST', 'ss/signup', {
      token,
      body: { ...valid, supplierTypeCode: 'NOPE', categoryInfoList: [{ serviceItemCode: '10', main: true }], companyInfo: { ...valid.companyInfo, taxJurisdictionCode: 'XX' } },
      lang: 'en-US',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'supplierTypeCode', key: 'validation:invalid' },
        { path: 'companyInfo.taxJurisdictionCode', key: 'validation:invalid' },
        { path: 'categoryInfoList.0.serviceItemCode', key: 'validation:invalid' },
      ]),
    );
    // An empty body is refused, not a crash.
    expect((await call('POST', 'ss/signup', { token, body: {} })).status).toBe(400);
  },

  'ss/signup: an applicant account already taken (sign-in, supplier or internal staff account) is refused at the account field': async (call) => {
    const token = await generalToken(call);
    for (const taken of ['supplier', 'Supplier2', 'hsintai.qa', 'Amy.Huang']) {
      const answer = await call('POST', 'ss/signup', { token, body: await validSignup(call, token, taken), lang: 'en-US' });
      expectFieldErrors(answer, [{ path: 'applicantInfo.applicantAccount', message: `The account ${taken} is already taken. Choose another one.` }]);
      expect(answer.body.messages).toEqual([`The account ${taken} is already taken. Choose another one.`]);
    }
    const zh = await call('POST', 'ss/signup', { token, body: await validSignup(call, token, 'supplier') });
    expect(zh.body.messages).toEqual(['帳號 supplier 已有人使用，請換一個帳號。']);
  },

  'ss/signup: a file not issued to the sign-up is refused at its attachment': async (call) => {
    const token = await generalToken(call);
    const body = await validSignup(call, token);
    body.attachmentList[0].files = [{ fileId: 'file-nothing', fileName: 'forged.pdf', size: 5, contentType: PDF }];
    const answer = await call('POST', 'ss/signup', { token, body, lang: 'en-US' });
    expectFieldErrors(answer, [{ path: 'attachmentList.0.files', message: 'The uploaded file forged.pdf was not found. Upload it again.' }]);
  },

  'ss/signup: a free attachment is this visit\'s upload too: another visitor\'s is refused at its place': async (call) => {
    const theirs = await generalToken(call);
    const [theirFile] = (await validSignup(call, theirs)).attachmentList[0].files;
    const token = await generalToken(call);
    const body = { ...(await validSignup(call, token)), freeAttachmentList: [theirFile] };
    const answer = await call('POST', 'ss/signup', { token, body, lang: 'en-US' });
    expectFieldErrors(answer, [{ path: 'freeAttachmentList.0', message: `The uploaded file ${theirFile.fileName} was not found. Upload it again.` }]);
  },

  'ss/signup: sent again with its Idempotency-Key (the answer was lost) answers the first registration again, with a renewed general token too; another key is another sign-up': async (call) => {
    const token = await generalToken(call);
    const body = await validSignup(call, token);
    const send = (key: string, with_ = token) => call('POST', 'ss/signup', { token: with_, body, lang: 'en-US', headers: { 'Idempotency-Key': key } });
    const first = await send('signup-1');
    expect(first.status).toBe(201);
    const again = await send('signup-1');
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
    // The next morning the token has expired: the page gets a new one and sends the same again.
    await call('POST', 'dev/clock', { body: { advanceMinutes: 25 * 60 } });
    expect((await send('signup-1')).status).toBe(401);
    const renewed = await send('signup-1', await generalToken(call, token));
    expect({ status: renewed.status, body: renewed.body }).toEqual({ status: 201, body: first.body });
    // One supplier, one mail; a new key is a new sign-up, whose account is now taken.
    const buyer = await tokenOf(call, 'buyer');
    const found = await call('POST', 'a/supplier/search', { token: buyer, body: { name: 'Acme Alloys', paging: { page: 1, pageSize: 20 } } });
    expect(found.body.items.map((r: { id: number }) => r.id)).toEqual([first.body.supplierId]);
    expect(await outbox(call, 'jane@acme-alloys.example')).toHaveLength(1);
    expectFieldErrors(await send('signup-2', await generalToken(call, token)), [{ path: 'applicantInfo.applicantAccount', message: 'The account acme.sales is already taken. Choose another one.' }]);
  },

  'auth/supplierSignup renewed with the visit\'s expired token keeps its uploads: opened, replaced, committed and registered after a night; another visit (or a forged token\'s) reaches none': async (call) => {
    const token = await generalToken(call);
    const body = await validSignup(call, token);
    const [reg, bank] = body.attachmentList.slice(0, 2).map((slot) => slot.files[0]!.fileId);
    await call('POST', 'dev/clock', { body: { advanceMinutes: 25 * 60 } });
    expect((await call('GET', `g/file/${reg}`, { token })).status).toBe(401);
    const renewed = await generalToken(call, token);
    expect(renewed).not.toBe(token);
    expect((await call('GET', `g/file/${reg}`, { token: renewed })).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a, 0x0a])], { type: PDF }), 'RAW-REG-EN-v2.pdf');
    expect((await call('PUT', `g/file/${reg}`, { token: renewed, form })).status).toBe(200);
    expect((await call('POST', `ss/file/${bank}/commit`, { token: renewed })).status).toBe(200);
    // Another visitor, and a token the mock never issued, start a visit of their own: its files are no file of theirs.
    for (const other of [await generalToken(call), await generalToken(call, 'general-signup-forged')]) {
      expect((await call('GET', `g/file/${reg}`, { token: other })).status).toBe(404);
      expect((await call('POST', `ss/file/${bank}/commit`, { token: other })).status).toBe(404);
      const theirs = await call('POST', 'ss/signup', { token: other, body: { ...body, applicantInfo: { ...body.applicantInfo, applicantAccount: 'other.visitor' } }, lang: 'en-US' });
      expectFieldErrors(theirs, ['RAW-REG-EN.pdf', 'RAW-BANK-EN.pdf', 'RAW-TAX-EN.pdf'].map((name, i) => ({ path: `attachmentList.${i}.files`, message: `The uploaded file ${name} was not found. Upload it again.` })));
    }
    const registered = await call('POST', 'ss/signup', { token: renewed, body, lang: 'en-US' });
    expect(registered.status).toBe(201);
  },

  'ss/signup: a slot the type and language do not ask for is refused at its code, the text naming the attachment, in the request language': async (call) => {
    const token = await generalToken(call);
    const valid = await validSignup(call, token);
    const body = { ...valid, attachmentList: [...valid.attachmentList, { attachmentCode: 'RAW-ISO-EN', attachmentName: 'ISO certificate', files: [] }] };
    const en = await call('POST', 'ss/signup', { token, body, lang: 'en-US' });
    expectFieldErrors(en, [{ path: 'attachmentList.4.attachmentCode', message: 'ISO certificate is not among the attachments asked for this supplier type and company language. Check the attachments and submit again.' }]);
    expect(en.body.messages).toEqual(['ISO certificate is not among the attachments asked for this supplier type and company language. Check the attachments and submit again.']);
    // A slot without its name is named by its code.
    const zh = await call('POST', 'ss/signup', { token, body: { ...valid, attachmentList: [...valid.attachmentList, { attachmentCode: 'RAW-ISO-EN', files: [] }] } });
    expect(zh.body.messages).toEqual(['「RAW-ISO-EN」不是此供應商類型與公司使用語言須上傳的附件，請確認附件清單後再送出。']);
  },

  'ss/signup: without the general token 401; a user token is not enough': async (call) => {
    const token = await generalToken(call);
    const body = await validSignup(call, token);
    expectError(await call('POST', 'ss/signup', { body, lang: 'en-US' }), 401, ['You are not signed in or your session expired. Please sign in again.']);
    expect((await call('POST', 'ss/signup', { body, token: await tokenOf(call, 'buyer') })).status).toBe(401);
  },
};

function expectFieldErrors(answer: { status: number; body: { fieldErrors?: unknown[] } }, fieldErrors: unknown[]) {
  expect(answer.status).toBe(400);
  expect(answer.body.fieldErrors).toEqual(fieldErrors);
}
