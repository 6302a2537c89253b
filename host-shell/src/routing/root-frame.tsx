import { Outlet } from 'shared-ui';
import { PageAnnouncer } from '../a11y/page-announcer';

/** Around every route, public or signed in: the page's title and its announcement on each move. */
export function RootFrame() {
  return (
    <>
      <PageAnnouncer />
      <Outlet />
    </>
  );
}
