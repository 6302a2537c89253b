import { renderHook } from '@testing-library/react';
import { useIdempotentCall } from './idempotent-call';

/** The key of each call made through the hook; `outcomes` says how each call ends. */
function calls(...outcomes: ('ok' | 'lost' | number)[]) {
  const { result } = renderHook(() => useIdempotentCall());
  const keys: string[] = [];
  const send = async (content: unknown) => {
    const outcome = outcomes.shift() ?? 'ok';
    await result
      .current(content, async (key) => {
        keys.push(key);
        if (outcome === 'lost') throw Object.assign(new Error('Network Error'), { response: undefined });
        if (typeof outcome === 'number') throw Object.assign(new Error('refused'), { response: { status: outcome } });
        return 'done';
      })
      .catch(() => undefined);
  };
  return { keys, send };
}

it('keeps the key while the same content is sent again after no answer, or a 5xx; a new one for changed content', async () => {
  const { keys, send } = calls('lost', 502, 'lost', 'ok');
  await send({ subject: 'Visit' });
  await send({ subject: 'Visit' });
  await send({ subject: 'Visit' });
  await send({ subject: 'Visit, changed' });
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).toBe(keys[0]);
  expect(keys[3]).not.toBe(keys[0]);
});

it('a new key once the server has answered: after a success, or a refusal of what it received', async () => {
  const { keys, send } = calls('ok', 'ok', 409, 'ok');
  for (let i = 0; i < 4; i++) await send({ supplierIds: [1003] });
  expect(new Set(keys).size).toBe(4);
});

it('a file is its own content: the same File again keeps the key, another file of the same name does not', async () => {
  const { keys, send } = calls('lost', 'lost', 'lost');
  const file = new File(['a'], 'reply.xlsx');
  await send(file);
  await send(file);
  await send(new File(['b'], 'reply.xlsx'));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
