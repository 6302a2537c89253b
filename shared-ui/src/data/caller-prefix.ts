import { useMemo } from 'react';
import { useSession } from 'shared-ui';

/**
 * The API prefix of the signed-in user (api-conventions.md): supplier users call `su/`, internal
 * users `a/`. A screen both kinds of user share (PO list, delivery board) asks the one that fits.
 */
export type CallerPrefix = 'a' | 'su';

const prefixOf = (isSupplier: boolean): CallerPrefix => (isSupplier ? 'su' : 'a');

export const useCallerPrefix = (): CallerPrefix => useSession((s) => prefixOf(s.isSupplier));

/** The same, outside React: a route's prefetch, run before its page has rendered. */
export const callerPrefix = (): CallerPrefix => prefixOf(useSession.getState().isSupplier);

/** A resource or declaration for the signed-in kind of user, made once per kind. */
export function usePrefixed<T>(factory: (prefix: CallerPrefix) => T): T {
  const prefix = useCallerPrefix();
  return useMemo(() => factory(prefix), [factory, prefix]);
}
