import type { TFunction } from 'i18next';
import { decodeIssue, encodeIssue, encodeServerText, portalResolver, applyServerErrors, refusalLine } from 'shared-ui/form';
import { report, requiredText, VK } from 'shared-ui/contract';
import { z } from 'zod';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('portalResolver', () => {
  const schema = z
    .object({ name: requiredText(), file: z.object({ size: z.number() }), lines: z.array(z.object({ qty: z.string() })) })
    .superRefine((v, ctx) => {
      if (v.file.size > 5) report(ctx, VK.fileSize, ['file'], { size: 5 });
      report(ctx, VK.detailTotalMismatch, [], { total: 1, amount: 2 });
    });

  it('keeps the contract key and its params on each field, nested paths included', async () => {
    const result = await portalResolver(schema)({ name: '', file: { size: 9 }, lines: [{ qty: 1 as unknown as string }] }, undefined, options);
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, unknown> & { name: { message: string }; file: { message: string }; lines: { qty: { message: string } }[]; root: { message: string } };
    expect(decodeIssue(errors.name.message)).toEqual({ key: 'validation:required' });
    expect(decodeIssue(errors.lines[0].qty.message)).toEqual({ key: 'validation:invalid' });
    // zod skips the object's refinement while a field is broken; a valid value reaches it:
    const refined = await portalResolver(schema)({ name: 'a', file: { size: 9 }, lines: [] }, undefined, options);
    const e = refined.errors as Record<string, { message: string }>;
    expect(decodeIssue(e.file.message)).toEqual({ key: 'validation:fileSize', params: { size: 5 } });
    expect(decodeIssue(e.root.message)).toEqual({ key: 'validation:detailTotalMismatch', params: { total: 1, amount: 2 } });
  });

  it('answers the output of a valid value', async () => {
    const ok = z.object({ n: z.preprocess((v) => Number(v), z.number()) });
    expect(await portalResolver(ok)({ n: '3' } as never, undefined, options)).toEqual({ values: { n: 3 }, errors: {} });
  });
});

describe('applyServerErrors', () => {
  it('puts keyed and plain field errors on their fields; pathless ones join the notice', () => {
    const setError = jest.fn();
    const outcome = applyServerErrors(
      { setError },
      {
        messages: ['Check the record.'],
        fieldErrors: [
          { path: 'name', key: 'validation:required' },
          { path: 'bankInfoList.1.currencyCode', key: 'validation:fileSize', params: { size: 5 } },
          { path: 'email', message: 'Already registered.' },
          { path: '', message: 'The record changed meanwhile.' },
          { path: 'name', key: 'validation:invalid' },
        ],
      },
    );
    expect(outcome).toEqual({ fields: ['name', 'bankInfoList.1.currencyCode', 'email'], messages: ['Check the record.', 'The record changed meanwhile.'], unshown: [], moved: [] });
    expect(setError).toHaveBeenNthCalledWith(1, 'name', { type: 'validation', message: 'validation:required' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'bankInfoList.1.currencyCode', { type: 'validation', message: encodeIssue('validation:fileSize', { size: 5 }) }, { shouldFocus: false });
    expect(setError).toHaveBeenNthCalledWith(3, 'email', { type: 'server', message: encodeServerText('Already registered.') }, { shouldFocus: false });
  });

  it('leaves a body without field errors to the notice', () => {
    const setError = jest.fn();
    expect(applyServerErrors({ setError }, { messages: ['Bad input'] })).toEqual({ fields: [], messages: ['Bad input'], unshown: [], moved: [] });
    expect(applyServerErrors({ setError }, 'oops')).toEqual({ fields: [], messages: [], unshown: [], moved: [] });
    expect(setError).not.toHaveBeenCalled();
  });

  it('with the labels of what is on screen: an error no field shows goes to its nearest list or field, named; one nothing shows is answered for the refusal box', () => {
    const setError = jest.fn();
    const labels = new Map([
      ['roles', 'Roles'],
      ['details', 'Bill lines'],
      ['details.0.quantity', 'Quantity'],
    ]);
    const t = ((key: string, params: Record<string, unknown> = {}) => `${key}${JSON.stringify(params)}`) as unknown as TFunction;
    const outcome = applyServerErrors(
      { setError },
      {
        fieldErrors: [
          { path: 'details.0.quantity', key: 'validation:required' },
          { path: 'roles.3', key: 'validation:invalid' },
          { path: 'details.2.poItemId', message: 'Not yours.' },
          { path: 'details.4.poItemId', message: 'Repeated.' },
          { path: 'approval', message: 'Ask again.' },
        ],
      },
      { labels, t },
    );
    const item = 'detail:refusedItemField{"field":"Roles","item":4,"message":"validation:invalid{}"}';
    const rows = ['detail:refusedRowField{"field":"Bill lines","row":3,"message":"Not yours."}', 'detail:refusedRowField{"field":"Bill lines","row":5,"message":"Repeated."}'];
    // What another field or list shows in an error's place is answered too, named, for a dialog's box.
    expect(outcome).toEqual({ fields: ['details.0.quantity', 'roles', 'details'], messages: [], unshown: ['Ask again.'], moved: [item, ...rows] });
    expect(setError).toHaveBeenCalledWith('details.0.quantity', { type: 'validation', message: 'validation:required' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('roles', { type: 'server', message: encodeServerText(item) }, { shouldFocus: false });
    // Two lines of one list: both at the list.
    expect(setError).toHaveBeenLastCalledWith('approval', { type: 'server', message: encodeServerText('Ask again.') });
    expect(setError).toHaveBeenCalledWith('details', { type: 'server', message: encodeServerText(rows.join('\n')) }, { shouldFocus: false });
  });

  it('a line of the refusal box says the row only where its label does not: a field named by its line is named as it is', () => {
    const labels = new Map([
      ['details', 'Bill lines'],
      ['prices.1.piecePrice', 'Piece price, line 2 (Busbar B)'],
    ]);
    const t = ((key: string, params: Record<string, unknown> = {}) => `${key}${JSON.stringify(params)}`) as unknown as TFunction;
    expect(refusalLine(t, { path: 'prices.1.piecePrice', message: 'Required.' }, labels)).toBe('detail:refusedField{"field":"Piece price, line 2 (Busbar B)","message":"Required."}');
    expect(refusalLine(t, { path: 'details.2.poItemId', message: 'Not yours.' }, labels)).toBe('detail:refusedRowField{"field":"Bill lines","row":3,"message":"Not yours."}');
  });
});
