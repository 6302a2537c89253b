import { type DetailMode } from 'shared-ui';

export const DETAIL_MODES: readonly DetailMode[] = ['create', 'edit', 'copy', 'view', 'review'];
export const isDetailMode = (value: string | undefined): value is DetailMode => DETAIL_MODES.includes(value as DetailMode);

/**
 * The paths around a detail route `…/detail/:mode/:id?`, from the current pathname: the same
 * record in another mode, and the list the detail belongs to.
 */
export function detailPaths(pathname: string, mode: string, id: string | undefined) {
  const suffix = id === undefined ? `/${mode}` : `/${mode}/${encodeURIComponent(id)}`;
  const trimmed = pathname.replace(/\/+$/, '');
  const base = trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length) : trimmed.replace(/\/[^/]*(\/[^/]*)?$/, '');
  return {
    /** `…/detail/view/42` */
    modePath: (next: DetailMode, nextId?: string | number) => (nextId === undefined ? `${base}/${next}` : `${base}/${next}/${encodeURIComponent(String(nextId))}`),
    /** The list: the path above `…/detail`. */
    listPath: base.replace(/\/detail$/, '') || '/',
  };
}
