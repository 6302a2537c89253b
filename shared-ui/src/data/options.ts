import { api, useSession } from 'shared-ui';
import { PERMISSION_SCOPED_OPTION_LISTS, type OptionItem } from 'shared-ui/contract';

const scoped = new Set<string>(PERMISSION_SCOPED_OPTION_LISTS);

/**
 * An option list in the user's language. Companies, purchasing orgs, plants, PO types and supplier
 * types come filtered by the internal user's permission; suppliers and other lists read `g/`.
 */
export function loadOptions(list: string, params?: Record<string, string>): Promise<OptionItem[]> {
  const prefix = scoped.has(list) && !useSession.getState().isSupplier ? 'a' : 'g';
  return api.get<OptionItem[]>(`${prefix}/options/${list}`, { params }).then((r) => r.data);
}

/** A loader for a select's `options`: `options: optionsOf('plants')`. */
export const optionsOf = (list: string, params?: Record<string, string>) => () => loadOptions(list, params);
