import { createContext, useContext, useEffect } from 'react';

/**
 * Spec section 2: every list page is kept alive when the user leaves it and returns. The host
 * keeps an area on the page, hidden, after the user has gone elsewhere only if the screen it showed
 * said it may be kept: a list does; a form does not, since typing the user chose to discard must
 * not come back with it. The host gives each area a `mark`; the screen calls it while it is shown
 * and calls what it returns when it goes.
 */
export type MarkKeepable = () => () => void;

const KeepAliveContext = createContext<MarkKeepable | null>(null);

/** Given by the host to each area it can keep alive (`KeptAreas`). */
export const KeepAliveProvider = KeepAliveContext;

/** Called by a screen that may be kept alive when the user leaves it (the list page). */
export function useKeepAlive(): void {
  const mark = useContext(KeepAliveContext);
  useEffect(() => mark?.(), [mark]);
}
