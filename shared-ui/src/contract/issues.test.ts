import { z } from 'zod';
import { issue, issueMessages, issuesOf, pathOf, report } from './issues';
import { VK } from './validation-keys';

describe('issueMessages', () => {
  const schema = z
    .object({ name: z.string({ error: VK.required }), list: z.array(z.object({ code: z.string() })) })
    .superRefine((v, ctx) => {
      if (v.list.length > 1) report(ctx, VK.fileSize, ['list', 1, 'code'], { size: 5 });
    });

  it('answers nothing for a valid value', () => {
    expect(issuesOf(schema, { name: 'a', list: [] })).toEqual([]);
  });

  it('maps each issue to a dot path, its key and the params of custom issues', () => {
    expect(issuesOf(schema, { name: 'a', list: [{ code: 'x' }, { code: 'y' }] })).toEqual([
      { path: 'list.1.code', key: 'validation:fileSize', params: { size: 5 } },
    ]);
    expect(issuesOf(schema, { list: [] })).toEqual([{ path: 'name', key: 'validation:required' }]);
  });

  it('turns a message that is not a key into validation:invalid', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(issueMessages(result.error)).toEqual([{ path: 'n', key: 'validation:invalid' }]);
  });

  it('reports the same key on the same field once', () => {
    const twice = z.string().superRefine((_v, ctx) => {
      report(ctx, VK.required);
      report(ctx, VK.required);
    });
    expect(issuesOf(twice, 'a')).toEqual([{ path: '', key: 'validation:required' }]);
  });

  it('builds issues outside zod in the same shape', () => {
    expect(issue(VK.fileType, 'file', { type: 'pdf' })).toEqual({ path: 'file', key: 'validation:fileType', params: { type: 'pdf' } });
    expect(issue(VK.required)).toEqual({ path: '', key: 'validation:required' });
    expect(pathOf(['a', 0, 'b'])).toBe('a.0.b');
  });
});
