import type { Call } from '../call';

/** Contract cases: name → a run against any `call` (in-process msw or real HTTP). */
export type Cases = Record<string, (call: Call) => Promise<void>>;
