import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsDocument, type TermsDocumentProps } from './terms-document';
import type { TermsDocumentName } from './terms-content';

interface TermsDialogContentBase {
  /** The texts, one after the other. */
  documents: readonly TermsDocumentName[];
  headingLevel?: TermsDocumentProps['headingLevel'];
  sx?: SxProps<Theme>;
}

/**
 * What names the region: either its own `label`, or the first text's title (by default), whose
 * id a dialog without a title of its own takes too. Never both: a region has one name.
 */
export type TermsDialogContentProps = TermsDialogContentBase &
  (
    | {
        /** The i18n key of the region's name (`public:terms.scrollLabel`). */
        label: string;
        titleId?: never;
      }
    | {
        label?: never;
        /**
         * The id of the first text's title: a dialog without a title of its own is named by it
         * (`aria-labelledby` on the Dialog), as the region is.
         */
        titleId?: string;
      }
  );

/**
 * The scrolling part of a dialog that shows legal texts (the terms to accept after sign-in, the
 * terms read from the registration). It is a named region in the tab order: a text longer than
 * the dialog must be scrollable from the keyboard (axe scrollable-region-focusable; Safari
 * scrolls nothing that cannot take the focus), and the reader hears what it is when it does.
 */
export function TermsDialogContent({ documents, label, titleId, headingLevel, sx }: TermsDialogContentProps) {
  const { t } = useTranslation();
  const ownTitleId = `${useId()}-title`;
  const firstTitleId = titleId ?? ownTitleId;
  return (
    <DialogContent dividers tabIndex={0} role="region" aria-label={label ? t(label) : undefined} aria-labelledby={label ? undefined : firstTitleId} sx={sx}>
      {documents.map((document, i) => (
        <Box key={document} sx={i > 0 ? { mt: 3 } : undefined}>
          <TermsDocument document={document} headingLevel={headingLevel} titleId={i === 0 ? firstTitleId : undefined} />
        </Box>
      ))}
    </DialogContent>
  );
}
