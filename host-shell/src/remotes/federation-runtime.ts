// Production remotes are built with `externalRuntime` (tools/webpack/create-app-config.cjs): their
// remoteEntry.js expects the federation runtime core on a global instead of bundling its own.
// The shell publishes it just before the first remote loads. It comes with the registry's chunks,
// so /login does not pay for it (the build option `provideExternalRuntime` would put a second full
// copy in the first bundle). Its module only names what main.js already holds (345 bytes gzip):
// imported on demand, it was a round trip of its own between the registry and every remote's entry.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const globalRef = globalThis as typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};

export function provideRuntimeToRemotes(): void {
  globalRef._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'shell', version: '2.9.2' };
}
