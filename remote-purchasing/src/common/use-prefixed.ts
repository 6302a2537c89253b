import { useMemo } from 'react';
import { useCallerPrefix, type CallerPrefix } from 'shared-ui/data';

/** A declaration for the signed-in kind of user: `a/` paths for internal users, `su/` for suppliers. */
export function usePrefixed<T>(factory: (prefix: CallerPrefix) => T): T {
  const prefix = useCallerPrefix();
  return useMemo(() => factory(prefix), [factory, prefix]);
}
