import { prefetchManifest } from '../routing/remote-at-address';
import { prefetchedManifestsPlugin } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

const MANIFEST = 'http://127.0.0.1:4203/mf-manifest.json';
const fetchMock = jest.fn<Promise<Response>, [string]>();
const answer = (body: string) => new Response(body, { status: 200 });
const runtimeFetch = (url: string) => prefetchedManifestsPlugin().fetch!(url, {});

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('hands the manifest asked for at start-up to the federation runtime, once; other requests are its own', async () => {
  fetchMock.mockResolvedValueOnce(answer('{"name":"purchasing"}'));
  prefetchManifest(MANIFEST);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(runtimeFetch('http://127.0.0.1:4201/mf-manifest.json')).toBeUndefined();

  const response = await runtimeFetch(MANIFEST);
  await expect((response as Response).json()).resolves.toEqual({ name: 'purchasing' });
  // Taken: a later load (Retry) asks the server again, through the runtime.
  expect(runtimeFetch(MANIFEST)).toBeUndefined();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('asks again when the early ask failed, so the runtime sees the failure or the answer of now', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer('{"name":"purchasing"}'));
  prefetchManifest(MANIFEST);

  const response = await runtimeFetch(MANIFEST);
  await expect((response as Response).json()).resolves.toEqual({ name: 'purchasing' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
