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
