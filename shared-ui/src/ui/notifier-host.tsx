import { lazy, Suspense } from 'react';
import { useNotifier } from './notifier-store';

// The Snackbar and Alert code is fetched with the first notice, not with the login page
// (the /login budget has a few KB to spare; a message a moment later costs nothing).
const NoticeStack = lazy(() => import(/* webpackChunkName: "notices" */ './notice-stack'));

/** Shows the notifier's messages at the top of every screen. */
export function NotifierHost() {
  const notices = useNotifier((s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeStack notices={notices} />
    </Suspense>
  );
}
