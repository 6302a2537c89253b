// Production remotes are built with `externalRuntime` (tools/webpack/create-app-config.cjs): their
// remoteEntry.js expects the federation runtime core on a global instead of bundling its own.
// The shell publishes it just before the first remote loads, so /login does not pay for it
// (the build option `provideExternalRuntime` would put a second full copy in the first bundle).
const globalRef = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};

let provided: Promise<void> | undefined;

export function provideRuntimeToRemotes(): Promise<void> {
  provided ??= import(/* webpackChunkName: "federation-runtime-core" */ '@module-federation/runtime-tools/runtime-core').then((core) => {
    globalRef._FEDERATION_RUNTIME_CORE ??= core;
    globalRef._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'shell', version: '2.9.2' };
  });
  return provided;
}
