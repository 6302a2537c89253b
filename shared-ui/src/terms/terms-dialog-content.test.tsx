import { screen } from '@testing-library/react';
import { registerNamespace } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { TermsDialogContent, termsDocuments } from 'shared-ui/terms';

registerNamespace('termsRegion', { 'zh-TW': { label: '條款全文' }, 'en-US': { label: 'Full text of the terms' } });

describe.each([
  ['zh-TW', '條款全文'],
  ['en-US', 'Full text of the terms'],
] as const)('TermsDialogContent in %s', (locale, name) => {
  it('names its region by the i18n key it is given, in the reader’s language', async () => {
    await renderInPortal(<TermsDialogContent documents={['termsOfUse']} label="termsRegion:label" />, { locale });
    expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
  });

  it('without a label, by the first text’s title', async () => {
    await renderInPortal(<TermsDialogContent documents={['privacy', 'termsOfUse']} titleId="first-title" />, { locale });
    expect(screen.getByRole('region', { name: termsDocuments.privacy[locale].title })).toHaveAttribute('aria-labelledby', 'first-title');
  });
});

// A region has one name: a label and a title's id together do not compile.
// @ts-expect-error label and titleId are alternatives
const bothNames = <TermsDialogContent documents={['privacy']} label="termsRegion:label" titleId="first-title" />;
void bothNames;
