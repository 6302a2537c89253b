import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { TermsDocument, type TermsDocumentProps } from './terms-document';
import type { TermsDocumentName } from './terms-content';

export interface TermsDialogContentProps {
  /** The texts, one after the other. */
  documents: readonly TermsDocumentName[];
  /** The region's name, translated; by default the first text's title names it. */
  label?: string;
  /**
   * The id of the first text's title: a dialog without a title of its own is named by it
   * (`aria-labelledby` on the Dialog), as the region is.
   */
  titleId?: string;
  headingLevel?: TermsDocumentProps['headingLevel'];
  sx?: SxProps<Theme>;
}

/**
 * The scrolling part of a dialog that shows legal texts (the terms to accept after sign-in, the
 * terms read from the registration). It is a named region in the tab order: a text longer than
 * the dialog must be scrollable from the keyboard (axe scrollable-region-focusable; Safari
 * scrolls nothing that cannot take the focus), and the reader hears what it is when it does.
 */
export function TermsDialogContent({ documents, label, titleId, headingLevel, sx }: TermsDialogContentProps) {
  const ownTitleId = `${useId()}-title`;
  const firstTitleId = titleId ?? ownTitleId;
  return (
    <DialogContent dividers tabIndex={0} role="region" aria-label={label} aria-labelledby={label ? undefined : firstTitleId} sx={sx}>
      {documents.map((document, i) => (
        <Box key={document} sx={i > 0 ? { mt: 3 } : undefined}>
          <TermsDocument document={document} headingLevel={headingLevel} titleId={i === 0 ? firstTitleId : undefined} />
        </Box>
      ))}
    </DialogContent>
  );
}
