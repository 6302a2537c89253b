import { loadRemote, loadShare, preloadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { provideRuntimeToRemotes } from './federation-runtime';
import { providedSharedUiEntries } from './provided-entries';
import { canOpenFeature } from '../routing/feature-access';
import { featureOfPath } from '../routing/features';
import { gateOf } from '../routing/gate-state';
import { remoteAtAddress, takePrefetchedManifest } from '../routing/remote-at-address';
import { getRuntimeConfig, registerNamespace, REMOTE_NAMES, useSession, type RemoteModule, type RemoteName } from 'shared-ui';
import { isLazyPage } from 'shared-ui/components';

/** Kept in the build so the shell provides every shared-ui entry (see provided-entries.ts). */
export const PROVIDED_ENTRIES = Object.keys(providedSharedUiEntries);

/** A remote that has not answered by then is treated as down; the user can retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

const loaded = new Map<RemoteName, Promise<RemoteModule>>();

let registered = false;

/**
 * Tells the federation runtime where each remote's manifest lives, from the runtime config only,
 * before the first remote is asked for, with the plugin that hands over a manifest asked for already
 * (preloadAddress). Not at start-up: the registry is not in /login's chunk.
 */
function registerRemotesOnce(): void {
  if (registered) return;
  const { remotes } = getRuntimeConfig();
  registerPlugins([prefetchedManifestsPlugin()]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })),
    { force: true },
  );
  registered = true;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Loads a remote's routes module once and registers its i18n namespace. A failed load is
 * forgotten, so the next call (Retry) fetches the remote again without a page reload.
 */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    registerRemotesOnce();
    provideRuntimeToRemotes();
    pending = withTimeout(
      loadRemote<RemoteModule | { default: RemoteModule }>(`${name}/routes`).then((mod) => {
        const remote = mod && 'default' in mod ? mod.default : mod;
        if (!remote?.features) throw new Error(`Remote ${name} exposed no routes`);
        registerNamespace(remote.namespace, remote.resources);
        return remote;
      }),
      REMOTE_LOAD_TIMEOUT_MS,
      `Remote ${name}`,
    );
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

const preloaded = new Set<RemoteName>();

// Every area opens on a list page, whose template (the DataGrid) the remotes take from the shell's
// share scope only once their page chunk runs: fetched (not run) alongside the remote instead.
const LIST_TEMPLATE = ['shared-ui/data', 'shared-ui/list'];
let templateFetched: Promise<Awaited<ReturnType<typeof fetchEntries>>> | undefined;

/** Fetches shared-ui entries from the shell's share scope without running them. */
const fetchEntries = (entries: string[]) => Promise.all(entries.map((entry) => loadShare(entry)));

/**
 * Fetches a remote's entry, its routes module's own chunks (the manifest's sync assets: not every
 * page's chunk, which would cost a phone the whole remote on a hover) and the list template as soon
 * as the user is on its way there (the URL at start, a menu entry hovered or focused): the load
 * that follows finds them in the cache instead of asking for one after the other. Once per remote;
 * a failure is left to that load, which shows it with Retry.
 */
export function preloadRemoteModule(name: RemoteName): void {
  if (preloaded.has(name) || loaded.has(name)) return;
  if (!templateFetched) {
    templateFetched = fetchEntries(LIST_TEMPLATE);
    templateFetched.catch(() => (templateFetched = undefined));
  }
  preloadRoutesModule(name);
}

/**
 * Runs the list template (the DataGrid's modules, fetched by preloadRemoteModule) once the browser
 * is idle: opened at a list's address, the page needs it as soon as its rows come, and running it
 * then was a 110 ms task at 1x CPU between the rows' answer and the first row. While the page's
 * code and data are on their way the main thread has time for it; when it has none, the page runs
 * the template itself, as it always has, and this finds it run.
 */
function runListTemplateWhenIdle(): void {
  whenIdle(() => void templateFetched?.then((factories) => factories.forEach((factory) => factory && factory())).catch(() => undefined), { fallbackMs: 0 });
}

/**
 * Runs `work` when the browser is next idle (at the latest after `timeout` ms, if given); where
 * there is no requestIdleCallback (jsdom), after `fallbackMs`. Returns its cancel.
 */
function whenIdle(work: () => void, { timeout, fallbackMs }: { timeout?: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}

/** The remote's entry and its routes module's own chunks, all at once from its manifest. */
function preloadRoutesModule(name: RemoteName): void {
  if (preloaded.has(name) || loaded.has(name)) return;
  registerRemotesOnce();
  preloaded.add(name);
  provideRuntimeToRemotes();
  preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync' }]).catch(() => preloaded.delete(name));
}

/**
 * The runtime plugin that hands the manifest start.ts asked for to the federation runtime (its
 * `fetch` hook: an answer given here is the one it reads), once; any other request is the
 * runtime's own. An early ask that failed (no answer at all) is made again here, so the runtime
 * reads the answer of now or reports the failure as it always has.
 */
export function prefetchedManifestsPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'portal-prefetched-manifests', fetch: (url) => takePrefetchedManifest(url)?.then((answer) => answer ?? fetch(url)) };
}

/** What the address the portal was opened at needs of a remote's code, asked for at start-up (start.ts). */
export function preloadAddress(pathname: string, search = window.location.search): void {
  const target = remoteAtAddress(pathname, Boolean(useSession.getState().userToken));
  if (!target) return;
  if (target.publicPage) return preloadPublicPage(target.remote, target.publicPage);
  preloadRemoteModule(target.remote);
  const feature = featureOfPath(pathname);
  if (!feature) return;
  const base = `/admin/${feature.path}`;
  // At the area's own address of an area that opens on its list; not at a detail.
  if (feature.opens !== 'page' && pathname.replace(/\/+$/, '') === base) runListTemplateWhenIdle();
  // The page's code and data as soon as the remote's routes module and the user's profile have
  // come: the area renders only once the shell's frame has, hundreds of ms later. The profile says
  // whether the user may open the area at all (the route guard's own rule: a refused area asks the
  // server for nothing) and which API prefix its page asks with. A failure is left to the area's load.
  Promise.all([loadRemoteModule(target.remote), shellOpens()])
    .then(([module, signedIn]) => {
      if (signedIn && canOpenFeature(feature, useSession.getState())) module.features[feature.path]?.preloadAddress?.(base, { pathname, search });
    })
    .catch(() => undefined);
}

/**
 * Resolves true once the session gate lets the shell render (until then the server refuses every
 * call, and a link opened before accepting the terms showed that refusal over the terms dialog);
 * false if the session ends first.
 */
function shellOpens(): Promise<boolean> {
  const settled = (session: Parameters<typeof gateOf>[0]) => {
    const gate = gateOf(session);
    return gate === 'shell' ? true : gate === 'signedOut' ? false : undefined;
  };
  return new Promise((resolve) => {
    const now = settled(useSession.getState());
    if (now !== undefined) return resolve(now);
    const stop = useSession.subscribe((state) => {
      const answer = settled(state);
      if (answer === undefined) return;
      stop();
      resolve(answer);
    });
  });
}

/**
 * A remote's public page opened by URL (the registration page: the first page a new supplier sees,
 * often on a phone): its remote's routes module and the page's own code are asked for at start-up,
 * beside the shell's chunks, instead of one after the other once the shell has rendered (five
 * round trips in a row before its heading). A failure is left to the page's load, which shows it.
 */
function preloadPublicPage(remote: RemoteName, page: string): void {
  preloadRoutesModule(remote);
  // Every routes module runs on shared-ui/data (its routes' prefetches): the shell's chunks of it
  // come beside the remote's instead of after its routes module has arrived.
  void fetchEntries(['shared-ui/data']).catch(() => undefined);
  loadRemoteModule(remote)
    .then((module) => {
      const element = module.publicPages?.[page];
      if (isLazyPage(element)) element.preload();
    })
    .catch(() => undefined);
}

/**
 * Fetches (does not run) the contract once the signed-in shell is idle. Every screen past the home
 * page checks its data with it, but no page waits for it before showing (the lint rule
 * entries-without-contract): fetched here, it is not on the first click's path either.
 */
export function prefetchContractWhenIdle(): () => void {
  const fetchContract = () => void Promise.resolve().then(() => fetchEntries(['shared-ui/contract'])).catch(() => undefined);
  return whenIdle(fetchContract, { timeout: 3000, fallbackMs: 500 });
}
