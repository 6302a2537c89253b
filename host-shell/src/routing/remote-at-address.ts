import type { RemoteName } from 'shared-ui';
import { featureOfPath } from './features';
import { remotePublicPageOf } from './public-paths';

/**
 * What the address the portal is opened at needs of a remote at once: a remote's public page
 * (`publicPage`: its name in the remote's `publicPages`), or the area of a signed-in user (a
 * signed-out one sees the login screen there, which needs no remote).
 */
export function remoteAtAddress(pathname: string, signedIn: boolean): { remote: RemoteName; publicPage?: string } | undefined {
  const publicPage = remotePublicPageOf(pathname);
  if (publicPage) return { remote: publicPage.remote, publicPage: publicPage.page };
  const area = featureOfPath(pathname);
  return area && signedIn ? { remote: area.remote } : undefined;
}

// The manifest of the address's remote, asked for at start-up, until the federation runtime takes it.
let prefetched: { url: string; answer: Promise<Response | undefined> } | undefined;

/**
 * Asks for the manifest of the remote the address needs as the portal starts (start.ts): its URL
 * is in the runtime config, but the federation runtime asks for it only once its own chunk has
 * come and run, the first of the remote's round trips in a row (issue 17). Here, beside the
 * decision, because every byte of main.js counts. A failed ask answers `undefined`.
 */
export function prefetchManifest(url: string): void {
  prefetched = { url, answer: fetch(url).catch(() => undefined) };
}

/** The answer asked for at start-up for this URL, once (the registry's prefetchedManifestsPlugin). */
export function takePrefetchedManifest(url: string): Promise<Response | undefined> | undefined {
  const answer = prefetched?.url === url ? prefetched.answer : undefined;
  if (answer) prefetched = undefined;
  return answer;
}
