import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/routing';
import type { JumpToMatch } from 'shared-ui/contract';
import { jumpToPath } from './jump-to-paths';

// The dialog (its search, its list, its options) loads when first wanted, or as the pointer or
// the focus reaches the button: the header every signed-in page draws carries only the button.
const loadDialog = () => import('./jump-to-dialog');
const JumpToDialog = lazy(() => loadDialog().then((m) => ({ default: m.JumpToDialog })));
const preload = () => void loadDialog();

/** Ctrl+K, or ⌘K on a Mac. */
const isShortcut = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * The header's jump-to box (issue 19): a button and the Ctrl+K / ⌘K shortcut open a dialog where
 * a PO, inquiry, quotation, price comparison, invoice request, audit or supplier number (or a
 * supplier's name) opens that record's page; a supplier finds its own POs, quotations (by their
 * inquiry's number too), invoice requests and audits. Closed without a pick, the focus goes back where it was; a pick
 * moves to the record, whose heading takes the focus as on any route change. `compact`: the
 * button is its icon alone (the one-row header of a phone or of a window below `xl`), named for
 * screen readers and tipped for the pointer by its words all the same.
 */
export function JumpTo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('jumpTo');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty field.
  const [opening, setOpening] = useState(0);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = () => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpening((n) => n + 1);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      // The browser's own Ctrl+K (its search bar) would take the focus away from the portal.
      e.preventDefault();
      if (!open) show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Back where it was once the dialog is gone (while it is open, its focus trap would keep the focus).
  useEffect(() => {
    if (open || !returnTo.current) return;
    returnTo.current.focus();
    returnTo.current = null;
  }, [open]);

  const close = () => setOpen(false);
  const pick = (match: JumpToMatch) => {
    returnTo.current = null;
    setOpen(false);
    void navigate(jumpToPath(match));
  };

  const opener = { onClick: show, onMouseEnter: preload, onFocus: preload, 'aria-keyshortcuts': 'Control+K Meta+K', 'aria-haspopup': 'dialog' } as const;

  return (
    <>
      {compact ? (
        <Tooltip title={t('open')}>
          <IconButton color="inherit" aria-label={t('open')} {...opener}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<SearchIcon />} {...opener}>
          {t('open')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <JumpToDialog key={opening} open onClose={close} onPick={pick} />
        </Suspense>
      )}
    </>
  );
}
