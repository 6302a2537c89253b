import { JUMP_TO_KINDS, type JumpToMatch } from 'shared-ui/contract';
import { keepPreviousData, resource, useCallerPrefix, useQuery } from 'shared-ui/data';
import { useDebouncedValue } from 'shared-ui/remote-select';

const KIND_ORDER = new Map(JUMP_TO_KINDS.map((kind, i) => [kind, i]));

/** Grouped by kind in the contract's order (the list shows one heading per kind), the server's ranking kept within. */
const byKind = (matches: JumpToMatch[]) => matches.map((m, i) => ({ m, i })).sort((a, b) => KIND_ORDER.get(a.m.kind)! - KIND_ORDER.get(b.m.kind)! || a.i - b.i).map(({ m }) => m);

/**
 * The matches of what the user typed: asked once the typing settles (spec section 9's debounce),
 * under the caller's prefix (a supplier asks su/, which offers only its own records). Matches of
 * an older text are never offered for the newer one: until it settles, the list is "searching".
 */
export function useJumpToSearch(text: string) {
  const prefix = useCallerPrefix();
  const keyword = text.trim();
  const settled = useDebouncedValue(keyword);
  const query = useQuery({
    queryKey: ['jumpTo', prefix, settled],
    queryFn: ({ signal }) => resource(`${prefix}/jumpTo`).call<JumpToMatch[]>('search', { keyword: settled }, { silent: true, signal }),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
  });
  const current = settled === keyword && !query.isPlaceholderData;
  return {
    matches: current && query.data ? byKind(query.data) : [],
    loading: keyword !== '' && (!current || query.isFetching),
    failed: current && query.isError,
    retry: () => void query.refetch(),
  };
}
