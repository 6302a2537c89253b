import { idempotent } from './idempotency';

const post = (key: string) =>
  new Request('http://mock.test/api/a/thing', { method: 'POST', headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' }, body: '{"a":1}' });

describe('idempotent', () => {
  it('forgets a first run that threw: the retry with the same key runs again and its answer is kept', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
      if (runs === 1) throw new Error('store broke');
      return new Response(JSON.stringify({ id: runs }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    };
    await expect(idempotent(post('thrown-1'), run)).rejects.toThrow('store broke');
    const retry = await idempotent(post('thrown-1'), run);
    expect({ status: retry.status, body: await retry.json() }).toEqual({ status: 201, body: { id: 2 } });
    // The retry's answer is the one kept now: a third send answers it again without running.
    const again = await idempotent(post('thrown-1'), run);
    expect({ status: again.status, body: await again.json(), runs }).toEqual({ status: 201, body: { id: 2 }, runs: 2 });
  });

  it('forgets a 5xx answer: the retry runs again', async () => {
    let runs = 0;
    const run = async () => new Response('{}', { status: (runs += 1) === 1 ? 503 : 200 });
    expect((await idempotent(post('unavailable-1'), run)).status).toBe(503);
    expect((await idempotent(post('unavailable-1'), run)).status).toBe(200);
    expect(runs).toBe(2);
  });
});
