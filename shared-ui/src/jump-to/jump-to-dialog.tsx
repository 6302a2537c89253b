import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete, { type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useScreenBelow } from '../ui/use-screen-below';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JumpToMatch } from 'shared-ui/contract';
import { useCallerPrefix } from 'shared-ui/data';
import { useJumpToSearch } from './use-jump-to-search';

export interface JumpToDialogProps {
  open: boolean;
  /** Esc, the close button or the backdrop: nothing opened. */
  onClose: () => void;
  /** The user picked a match (Enter or a click). */
  onPick: (match: JumpToMatch) => void;
}

/** The list shown in the dialog's flow under the field, not floating: it stays inside the dialog on a phone. */
function InlineList({ open, children, className }: PopperProps) {
  return open ? <Box className={className} sx={{ mt: 1 }}>{children as ReactNode}</Box> : null;
}

/** A kind's heading and its matches: a labelled group of options (a listbox holds options and groups only). */
function Group({ group, children }: Omit<AutocompleteRenderGroupParams, 'key'>) {
  const { t } = useTranslation('jumpTo');
  const id = useId();
  return (
    <li role="group" aria-labelledby={id}>
      <Typography id={id} component="div" variant="overline" sx={{ px: 2, color: 'text.secondary' }}>
        {t(`kinds.${group}`)}
      </Typography>
      <Box component="ul" role="presentation" sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  );
}

/** The jump-to dialog: a combobox searching every record number the user may open; full screen on a phone. */
export function JumpToDialog({ open, onClose, onPick }: JumpToDialogProps) {
  const { t } = useTranslation('jumpTo');
  // A supplier searches its own POs, quotations, invoice requests and audits: its field, example
  // and hint name those (`_supplier`), not the inquiries, price comparisons and suppliers staff find.
  const context = useCallerPrefix() === 'su' ? 'supplier' : undefined;
  const phone = useScreenBelow('sm');
  const [text, setText] = useState('');
  const { matches, loading, failed, retry } = useJumpToSearch(text);
  const titleId = useId();
  const typed = text.trim() !== '';

  // Esc closes the dialog at once, even while the list is open (the combobox would only close the
  // list). Enter with no match highlighted (a pointer resting over the list takes the combobox's
  // first highlight away) opens the best match: typing a whole number and Enter always works.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    const highlighted = event.target instanceof HTMLElement && event.target.hasAttribute('aria-activedescendant');
    if (event.key === 'Enter' && !highlighted && matches.length > 0) {
      event.defaultMuiPrevented = true;
      event.preventDefault();
      onPick(matches[0]);
    }
    if (event.key !== 'Escape') return;
    event.defaultMuiPrevented = true;
    event.stopPropagation();
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId} disableRestoreFocus>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('title')}
      </DialogTitle>
      {/* Beside the title, not in it: the dialog is named by the title alone. */}
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ minHeight: phone ? undefined : 320 }}>
        <Autocomplete<JumpToMatch>
          open={typed && !failed}
          options={matches}
          inputValue={text}
          onInputChange={(_e, next, reason) => reason !== 'reset' && setText(next)}
          value={null}
          onChange={(_e, picked) => picked && onPick(picked)}
          filterOptions={(options) => options}
          groupBy={(m) => m.kind}
          renderGroup={({ key, ...params }) => <Group key={key} {...params} />}
          getOptionLabel={(m) => m.number}
          getOptionKey={(m) => `${m.kind}-${m.id}`}
          isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
          renderOption={({ key, ...props }, m) => (
            <li key={key} {...props}>
              <Box>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {m.number}
                </Typography>
                {m.label && (
                  <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
                    {m.label}
                  </Typography>
                )}
              </Box>
            </li>
          )}
          autoHighlight
          // What was typed stays when the focus moves to "Try again" or the close button.
          clearOnBlur={false}
          // The list opens by typing: no open/close arrow beside the field, only "clear".
          forcePopupIcon={false}
          clearText={t('clear')}
          loading={loading}
          loadingText={t('loading')}
          noOptionsText={t('noMatch')}
          onKeyDown={onKeyDown}
          slots={{ popper: InlineList }}
          renderInput={(params) => <TextField {...params} autoFocus label={t('label', { context })} placeholder={t('placeholder', { context })} />}
        />
        {!typed && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {t('hint', { context })}
          </Typography>
        )}
        {failed && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('retry')}
              </Button>
            }
          >
            {t('failed')}
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
