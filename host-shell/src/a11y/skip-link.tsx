import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui';
import { pageHeading } from './watch-heading';

/**
 * The first stop of every shell page: straight to the page's content, past the header and the
 * menu. Shown only while it has the focus.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const target = pageHeading() ?? document.querySelector<HTMLElement>('#main');
        if (!target) return;
        target.tabIndex = -1;
        target.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
