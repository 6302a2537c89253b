import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Answers asked for at start-up, by manifest URL, until the federation runtime takes them.
const prefetched = new Map<string, Promise<Response | undefined>>();

/**
 * Asks for a remote's manifest as the portal starts, when the address opened needs that remote
 * (start.ts): its URL is in the runtime config, but the federation runtime asks for it only once
 * its own chunk has come and run, the first of the remote's round trips in a row (issue 17).
 * A failed ask is forgotten: the runtime asks again and reports the failure as it always has.
 */
export function prefetchManifest(url: string): void {
  if (!prefetched.has(url)) prefetched.set(url, fetch(url).catch(() => undefined));
}

/**
 * The runtime plugin that hands a prefetched manifest to the federation runtime (its `fetch`
 * hook: an answer given here is the one it reads), once; any other request is the runtime's own.
 */
export function prefetchedManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-prefetched-manifests',
    fetch(url) {
      const answer = prefetched.get(url);
      if (!answer) return undefined;
      prefetched.delete(url);
      return answer.then((response) => response ?? fetch(url));
    },
  };
}
