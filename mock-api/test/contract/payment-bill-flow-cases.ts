import type { Cases } from './cases';
import { expectError } from './helpers';
import { billBody, committed, draft, fieldErrorsOf, HSIN_TAI_BILL, invoiceFile, leftOf, paymentSession, PO2, RIO_COMMITTED } from './payment-helpers';

const actionsOf = (bill: { history: { action: string }[] }) => bill.history.map((h) => h.action);

/**
 * The bill's transitions (spec section 4 and the issue): commit, approve (the internal commit),
 * reject, cancel, each allowed in its states and refused with 409 and the reason in the others.
 */
export const paymentBillFlowCases: Cases = {
  'commit needs the invoice file: refused without it (400 at attachments), COMMITTED with it': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const bill = await draft(call, 'su', supplier);
    const bare = await call('POST', `su/bill/${bill.id}/commit`, { token: supplier, lang: 'en-US' });
    expect(bare.status).toBe(400);
    expect(bare.body.messages).toEqual(['Upload the required attachment: the invoice file.']);
    expect(fieldErrorsOf(bare)).toEqual([['attachments', 'validation:attachmentRequired']]);
    expect((await call('POST', `su/bill/${bill.id}/commit`, { token: supplier })).body.messages).toEqual(['請上傳必要附件：發票檔案。']);

    const file = await invoiceFile(call, supplier, '發票 AB12345678.pdf');
    const saved = await call('PUT', `su/bill/${bill.id}`, { token: supplier, body: billBody({ attachments: [file] }) });
    expect(saved.body.attachments).toEqual([expect.objectContaining({ fileId: file.fileId, fileName: '發票 AB12345678.pdf' })]);
    const sent = await call('POST', `su/bill/${bill.id}/commit`, { token: supplier });
    expect(sent.body).toMatchObject({ status: 'COMMITTED' });
    expect(actionsOf(sent.body)).toEqual(['COMMIT', 'SAVE', 'DRAFT']);
    // The committed file is the bill's: the buyer downloads it.
    const { buyer } = await paymentSession(call, 'buyer');
    expect((await call('GET', `g/file/${file.fileId}`, { token: buyer })).status).toBe(200);
  },

  'a file nobody issued to the caller is refused at attachments': async (call) => {
    const { supplier, supplier2 } = await paymentSession(call, 'supplier', 'supplier2');
    const others = await invoiceFile(call, supplier2, 'not-mine.pdf');
    const answer = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ attachments: [others] }) });
    expect(fieldErrorsOf(answer)).toEqual([['attachments', 'The file "not-mine.pdf" was not found; upload it again.']]);
  },

  'the buyer approves a committed bill (a/bill/commit): COMPLETED, the PO items’ invoiced quantities rise': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    const bill = await committed(call, supplier);
    const before = (await call('GET', `a/poItem/${PO2.items.item20}`, { token: buyer })).body.invoicedQuantity;
    const approved = await call('POST', `a/bill/${bill.id}/commit`, { token: buyer });
    expect(approved.body).toMatchObject({ status: 'COMPLETED' });
    expect(approved.body.history[0]).toMatchObject({ action: 'APPROVE', by: { account: 'buyer' } });
    expect(approved.body.history[0]).not.toHaveProperty('forSupplier');
    expect((await call('GET', `a/poItem/${PO2.items.item20}`, { token: buyer })).body.invoicedQuantity).toBe(before + 100);
    expect((await call('GET', `su/poItem/${PO2.items.item30}`, { token: supplier })).body.invoicedQuantity).toBe(100);
    // Approved quantities stay taken: 402 - 100 of item 20 left.
    expect(await leftOf(call, 'su', supplier, PO2.items.item20)).toBe(302);
    expectError(await call('POST', `a/bill/${bill.id}/commit`, { token: buyer, lang: 'en-US' }), 409, [
      'Only a draft or rejected invoice request can be changed, committed or cancelled (status: Completed).',
    ]);
  },

  'an internal user with INVOICE edit saves and commits a draft for the supplier (recorded as such); a viewer may not (403)': async (call) => {
    const { supplier, buyer, viewer } = await paymentSession(call, 'supplier', 'buyer', 'viewer');
    const file = await invoiceFile(call, supplier);
    const bill = await draft(call, 'su', supplier, billBody({ attachments: [file] }));
    expectError(await call('PUT', `a/bill/${bill.id}`, { token: viewer, lang: 'en-US', body: billBody({ attachments: [file] }) }), 403, ['You do not have this permission']);
    expect((await call('POST', `a/bill/${bill.id}/commit`, { token: viewer })).status).toBe(403);
    const saved = await call('PUT', `a/bill/${bill.id}`, { token: buyer, body: billBody({ reference: 'DN-2603-0777', attachments: [file] }) });
    expect(saved.body).toMatchObject({ status: 'DRAFT', reference: 'DN-2603-0777', supplierId: 1001 });
    expect(saved.body.history[0]).toMatchObject({ action: 'SAVE', by: { account: 'buyer' }, forSupplier: true });
    const sent = await call('POST', `a/bill/${bill.id}/commit`, { token: buyer });
    expect(sent.body).toMatchObject({ status: 'COMMITTED' });
    expect(sent.body.history[0]).toMatchObject({ action: 'COMMIT', by: { account: 'buyer' }, forSupplier: true });
    // The supplier reads who sent it, and for whom.
    const seen = (await call('GET', `su/bill/${bill.id}`, { token: supplier })).body;
    expect(actionsOf(seen)).toEqual(['COMMIT', 'SAVE', 'DRAFT']);
    expect(seen.history.slice(0, 2).every((h: { forSupplier?: boolean }) => h.forSupplier)).toBe(true);
  },

  'approval needs INVOICE review; a supplier cannot commit its committed bill again (409)': async (call) => {
    const { supplier, viewer } = await paymentSession(call, 'supplier', 'viewer');
    expectError(await call('POST', `a/bill/${HSIN_TAI_BILL.committed}/commit`, { token: viewer, lang: 'en-US' }), 403, ['You do not have this permission']);
    expectError(await call('POST', `su/bill/${HSIN_TAI_BILL.committed}/commit`, { token: supplier, lang: 'en-US' }), 409, [
      'This invoice request is already committed and waits for internal review.',
    ]);
  },

  'reject: a reason is required (400); COMMITTED → REJECTED with the reason both sides see; not from DRAFT (409)': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    const bill = await committed(call, supplier);
    const bare = await call('POST', `a/bill/${bill.id}/reject`, { token: buyer, lang: 'en-US', body: {} });
    expect([bare.status, bare.body.messages]).toEqual([400, ['Required']]);
    const reason = '單價與採購單不符 The unit price differs from the PO';
    const rejected = await call('POST', `a/bill/${bill.id}/reject`, { token: buyer, body: { reason } });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    const seen = (await call('GET', `su/bill/${bill.id}`, { token: supplier })).body;
    expect(seen.history[0]).toMatchObject({ action: 'REJECT', reason, by: { account: 'buyer' } });
    expectError(await call('POST', `a/bill/${HSIN_TAI_BILL.draft}/reject`, { token: buyer, lang: 'en-US', body: { reason } }), 409, [
      'Only a committed invoice request can be checked, approved or rejected (status: Draft).',
    ]);
    // There is no supplier-side reject (spec section 7: su/ bill "as internal, without reject").
    expect((await call('POST', `su/bill/${bill.id}/reject`, { token: supplier, body: { reason } })).status).toBe(404);
  },

  'a rejected bill is corrected and committed again; the reason is cleared once it is sent': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    const bill = await committed(call, supplier);
    await call('POST', `a/bill/${bill.id}/reject`, { token: buyer, body: { reason: 'Wrong reference' } });
    const fixed = await call('PUT', `su/bill/${bill.id}`, { token: supplier, body: billBody({ reference: 'DN-2603-0099', attachments: bill.attachments }) });
    expect(fixed.body).toMatchObject({ status: 'REJECTED', reference: 'DN-2603-0099' });
    const again = await call('POST', `su/bill/${bill.id}/commit`, { token: supplier });
    expect(again.body.status).toBe('COMMITTED');
    expect(again.body).not.toHaveProperty('rejectReason');
    expect(actionsOf(again.body)).toEqual(['COMMIT', 'SAVE', 'REJECT', 'COMMIT', 'DRAFT']);
  },

  'a save empties the fields the user emptied and drops the reviewer\'s check of the invoice as it was': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    const bill = await committed(call, supplier);
    expect(bill.reference).toBe('DN-2603-0001');
    expect((await call('POST', `a/bill/${bill.id}/checkInvoice`, { token: buyer })).status).toBe(200);
    expect((await call('GET', `a/bill/${bill.id}`, { token: buyer })).body).toHaveProperty('check.passed');
    await call('POST', `a/bill/${bill.id}/reject`, { token: buyer, body: { reason: 'Wrong invoice number' } });
    const { reference: _emptied, ...withoutReference } = billBody({ invoiceNo: 'AB12345679', attachments: bill.attachments });
    const fixed = await call('PUT', `su/bill/${bill.id}`, { token: supplier, body: withoutReference });
    expect(fixed.status).toBe(200);
    expect(fixed.body).not.toHaveProperty('reference');
    const seen = (await call('GET', `a/bill/${bill.id}`, { token: buyer })).body;
    expect(seen).not.toHaveProperty('reference');
    expect(seen).not.toHaveProperty('check');
  },

  'cancel: a draft or rejected bill (its quantities free again); not a committed or completed one (409)': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    expect(await leftOf(call, 'su', supplier, PO2.items.item30)).toBe(238);
    const rejected = await call('POST', `su/bill/${HSIN_TAI_BILL.rejected}/cancel`, { token: supplier });
    expect(rejected.body.status).toBe('CANCELLED');
    expect(await leftOf(call, 'su', supplier, PO2.items.item30)).toBe(475);
    const forSupplier = await call('POST', `a/bill/${HSIN_TAI_BILL.draft}/cancel`, { token: buyer });
    expect(forSupplier.body.history[0]).toMatchObject({ action: 'CANCEL', forSupplier: true });
    for (const id of [HSIN_TAI_BILL.committed, HSIN_TAI_BILL.completed, HSIN_TAI_BILL.cancelled]) {
      expect((await call('POST', `su/bill/${id}/cancel`, { token: supplier })).status).toBe(409);
    }
  },

  'commit and approval refuse an invoice number that is on another live bill of the supplier': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    const first = await committed(call, supplier, billBody({ invoiceNo: 'AB00000001', details: [{ poItemId: 5, quantity: 1, amount: 46 }], invoiceAmount: 46 }));
    // A draft may carry the same number (work in progress)...
    const file = await invoiceFile(call, supplier);
    const second = await draft(call, 'su', supplier, billBody({ invoiceNo: 'ab00000001', attachments: [file] }));
    // ...but it is not sent, and the first is not approved, while both hold it.
    const refused = await call('POST', `su/bill/${second.id}/commit`, { token: supplier, lang: 'en-US' });
    expect(refused.body.messages).toEqual([`Invoice number ab00000001 is already on invoice request ${first.requestDocNo}.`]);
    expect(fieldErrorsOf(refused)).toEqual([['invoiceNo', 'validation:invoiceNoDuplicate']]);
    expect((await call('POST', `a/bill/${first.id}/commit`, { token: buyer })).status).toBe(400);
    // Another supplier's number, or a cancelled bill's, is no duplicate.
    await call('POST', `su/bill/${second.id}/cancel`, { token: supplier });
    expect((await call('POST', `a/bill/${first.id}/commit`, { token: buyer })).body.status).toBe('COMPLETED');
    const rio = (await call('GET', `a/bill/${RIO_COMMITTED}`, { token: (await paymentSession(call, 'joao.silva'))['joao.silva'] })).body;
    const third = await draft(call, 'su', supplier, billBody({ invoiceNo: rio.invoiceNo, attachments: [await invoiceFile(call, supplier)] }));
    expect((await call('POST', `su/bill/${third.id}/commit`, { token: supplier })).body.status).toBe('COMMITTED');
  },
};
