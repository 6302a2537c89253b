import { useEffect } from 'react';
import type { SavedView } from 'shared-ui/contract';
import { useStableHandler } from '../use-stable-handler';
import { useSavedViews } from './saved-views.api';

/**
 * A list opened for the first time in the session (nothing kept, no filters handed over in the
 * URL) opens with the user's default view. `settle` gets that view, or undefined when there is
 * none (or the views could not be read: the list opens as it always did). Answers whether the
 * list may search yet: not while the views are on their way, so the first rows are the view's
 * rather than the whole list for a moment.
 */
export function useDefaultView(listKey: string, fresh: boolean, settle: (view: SavedView | undefined) => void): boolean {
  const views = useSavedViews(listKey, fresh);
  const settleLatest = useStableHandler(settle);
  const answered = !views.isPending;
  useEffect(() => {
    if (fresh && answered) settleLatest(views.data?.find((v) => v.isDefault));
  }, [fresh, answered, views.data, settleLatest]);
  return !fresh || answered;
}
