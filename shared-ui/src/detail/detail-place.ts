import { useMemo, useState } from 'react';
import { type DetailMode } from 'shared-ui';
import { useLocation, useNavigate, useParams } from 'shared-ui/routing';
import { detailPaths } from './detail-paths';

/**
 * Where a detail page is: its mode and record, and how it moves to another mode. On the route
 * `detail/:mode/:id?` the URL holds them; a page of one fixed record (the supplier's own master
 * data) keeps its mode itself.
 */
export interface DetailPlace {
  /** As asked (a typed URL may ask for anything). */
  mode: string | undefined;
  id: string | undefined;
  /** Opens a record in a mode: the record itself after a save, a new record after a create. */
  open(mode: DetailMode, id?: string | number): void;
  /** Leaves the mode: the list (a route), the view mode (a fixed record). */
  leave(): void;
  /** Away from a refused mode, replacing it in the history: to the record read-only when `readOnly` and there is one, else to the list. */
  refuse(readOnly: boolean): void;
  /** The page is one record of its own: no list to go back to, Cancel leaves editing. */
  fixed: boolean;
}

export function useRoutePlace(): DetailPlace {
  // A record keyed by code (attachment settings: `detail/:mode/:code?`) reads the same way.
  const { mode, id: idParam, code } = useParams();
  const id = idParam ?? code;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const paths = detailPaths(pathname, mode ?? '', id);
    return {
      mode,
      id,
      fixed: false,
      open: (next, nextId) => void navigate(paths.modePath(next, nextId)),
      leave: () => void navigate(paths.listPath),
      refuse: (readOnly) => void navigate(readOnly && id !== undefined ? paths.modePath('view', id) : paths.listPath, { replace: true }),
    };
  }, [pathname, mode, id, navigate]);
}

export function useFixedPlace(id: string): DetailPlace {
  const [mode, setMode] = useState<DetailMode>('view');
  return useMemo(
    () => ({ mode, id, fixed: true, open: (next) => setMode(next), leave: () => setMode('view'), refuse: () => setMode('view') }),
    [mode, id],
  );
}
