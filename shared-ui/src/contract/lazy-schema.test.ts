import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema at its first use, once', () => {
    const build = jest.fn(() => z.object({ code: z.string().min(2) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ code: 'A' }).success).toBe(false);
    expect(schema.parse({ code: 'AB' })).toEqual({ code: 'AB' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is the schema it stands for: inside another schema, extended, picked, instanceof, for a form resolver', async () => {
    const line = lazySchema(() => z.object({ quantity: z.number().positive(), remark: z.string().optional() }));
    const order = z.object({ lines: z.array(line).min(1) });
    expect(order.safeParse({ lines: [{ quantity: -1 }] }).error?.issues[0].path).toEqual(['lines', 0, 'quantity']);
    expect(line.extend({ plant: z.string() }).safeParse({ quantity: 1 }).success).toBe(false);
    expect(line.pick({ quantity: true }).parse({ quantity: 2, remark: 'dropped' })).toEqual({ quantity: 2 });
    expect(line).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(line.shape)).toEqual(['quantity', 'remark']);
    const resolved = await zodResolver(line)({ quantity: 0 }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(resolved.errors)).toEqual(['quantity']);
  });
});

describe('shared-ui/contract', () => {
  it('builds none of its schemas when it is imported (a page pays only for the ones it uses)', () => {
    let built = 0;
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        // Typed loosely: the namespace's full type is not what this test reads.
        const actual = jest.requireActual<{ z: Record<string, unknown> }>('zod');
        // zod's factories (z.object, z.string...) counted; its classes left as they are.
        const counting = Object.fromEntries(
          Object.entries(actual.z).map(([name, value]) => [
            name,
            typeof value === 'function' && /^[a-z]/.test(name)
              ? (...args: unknown[]) => {
                  built += 1;
                  return (value as (...a: unknown[]) => unknown)(...args);
                }
              : value,
          ]),
        );
        return { ...actual, z: counting };
      });
      const contract = jest.requireActual<{ valueSearchSchema: { parse(value: unknown): unknown } }>('../contract');
      expect(built).toBe(0);
      contract.valueSearchSchema.parse({ mode: 'CONTAINS', value: 'PO' });
      expect(built).toBeGreaterThan(0);
    });
  });
});
