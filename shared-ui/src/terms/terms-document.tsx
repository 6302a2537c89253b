import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { termsDocuments, termsLocale, type TermsDocumentName } from './terms-content';

export interface TermsDocumentProps {
  document: TermsDocumentName;
  /** Level of the title heading (default 2); section headings are one level below. */
  headingLevel?: 2 | 3;
  /** The id of the title heading, for a container named by it (default: one of its own). */
  titleId?: string;
}

const headingTag = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** "2026-11-01" as a date of the locale (2026年11月1日 / November 1, 2026), never shifted by the time zone. */
function formatDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A legal text (terms of use, privacy statement, PO terms) in the current language, falling back
 * to zh-TW. Only the content: the caller puts it in a dialog or a scrolling box.
 */
export function TermsDocument({ document, headingLevel = 2, titleId: givenTitleId }: TermsDocumentProps) {
  const { i18n } = useTranslation();
  const locale = termsLocale(i18n.language);
  const content = termsDocuments[document][locale];
  const id = useId();
  const titleId = givenTitleId ?? `${id}-title`;
  const sectionTag = headingTag[(headingLevel + 1) as 3 | 4];

  return (
    <Box component="article" lang={locale} aria-labelledby={titleId}>
      <Typography id={titleId} component={headingTag[headingLevel]} variant="h6" gutterBottom>
        {content.title}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        <time dateTime={content.updated}>{formatDate(content.updated, locale)}</time>
      </Typography>
      {content.sections.map((section, s) => (
        <Box key={s} component="section" aria-labelledby={`${id}-s${s}`} sx={{ mt: 2.5 }}>
          <Typography id={`${id}-s${s}`} component={sectionTag} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph, p) => (
            <Typography key={p} component="p" variant="body2" sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
