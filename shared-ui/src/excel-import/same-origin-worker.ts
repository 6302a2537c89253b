// One bootstrap per worker script for the page's life: a few bytes, reused on every read, and
// never revoked while a worker may still be fetching it.
const bootstraps = new Map<string, string>();

/**
 * A classic worker running the script at `url`, wherever it is served. shared-ui's chunks may come
 * from a remote's origin (another port than the page), and `new Worker(url)` refuses a script of
 * another origin; a same-origin blob that `importScripts` the absolute URL may load it (scripts
 * load across origins). The bootstrap also tells the worker where its script came from, since its
 * own location is then blob:.
 *
 * webpack knows `new SameOriginWorker(new URL('./x.worker.ts', import.meta.url))` as a worker
 * (module.parser.javascript.worker in tools/webpack/create-app-config.cjs): it builds the worker's
 * own chunk and passes that chunk's URL. Only a `new` of an import is recognised that way (an
 * imported function's call is not), hence a constructor; it returns a plain Worker, and is no
 * `class extends Worker` because jsdom has no Worker to extend when the module loads.
 */
export const SameOriginWorker = function SameOriginWorker(url: URL): Worker {
  const href = new URL(url, document.baseURI).href;
  let bootstrap = bootstraps.get(href);
  if (!bootstrap) {
    const source = `self.workerScriptUrl = ${JSON.stringify(href)};\nimportScripts(self.workerScriptUrl);\n`;
    bootstrap = URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
    bootstraps.set(href, bootstrap);
  }
  return new Worker(bootstrap);
} as unknown as new (url: URL) => Worker;
