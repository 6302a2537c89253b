import { act, screen, within } from '@testing-library/react';
import { changeLocale } from 'shared-ui';
import { renderInPortal } from 'shared-ui/testing';
import { TermsDocument, termsDocuments, termsLocale, type TermsDocumentName } from 'shared-ui/terms';

const documents = Object.keys(termsDocuments) as TermsDocumentName[];
const withCourt: TermsDocumentName[] = ['termsOfUse', 'purchaseOrderTerms'];

describe.each(['zh-TW', 'en-US'] as const)('TermsDocument in %s', (locale) => {
  it.each(documents)('renders %s with its title and one section heading per section', async (document) => {
    const content = termsDocuments[document][locale];
    await renderInPortal(<TermsDocument document={document} />, { locale });

    expect(screen.getByRole('heading', { level: 2, name: content.title })).toBeInTheDocument();
    const sectionHeadings = screen.getAllByRole('heading', { level: 3 });
    expect(sectionHeadings.map((h) => h.textContent)).toEqual(content.sections.map((s) => s.heading));
    expect(screen.getByRole('article')).toHaveAttribute('lang', locale);
  });

  it.each(withCourt)('%s names the New Taipei court in its governing-law section', async (document) => {
    await renderInPortal(<TermsDocument document={document} headingLevel={3} />, { locale });

    expect(screen.getByRole('heading', { level: 3, name: termsDocuments[document][locale].title })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: locale === 'zh-TW' ? /準據法/ : /Governing Law/ });
    expect(within(section).getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(section).toHaveTextContent(locale === 'zh-TW' ? '臺灣新北地方法院' : 'Taiwan New Taipei District Court');
    expect(section).toHaveTextContent(locale === 'zh-TW' ? '中華民國法律' : 'Republic of China (Taiwan)');
  });
});

it('follows a language switch', async () => {
  await renderInPortal(<TermsDocument document="privacy" />, { locale: 'en-US' });
  expect(screen.getByRole('heading', { level: 2, name: termsDocuments.privacy['en-US'].title })).toBeInTheDocument();
  await act(() => changeLocale('zh-TW'));
  expect(screen.getByRole('heading', { level: 2, name: termsDocuments.privacy['zh-TW'].title })).toBeInTheDocument();
});

describe('legal text pairs', () => {
  it.each(documents)('%s has the same sections and paragraphs in zh-TW and en-US', (document) => {
    const { 'zh-TW': zh, 'en-US': en } = termsDocuments[document];
    expect(en.updated).toBe(zh.updated);
    expect(en.sections.length).toBe(zh.sections.length);
    expect(en.sections.map((s) => s.paragraphs.length)).toEqual(zh.sections.map((s) => s.paragraphs.length));
    const texts = [zh, en].flatMap((d) => [d.title, ...d.sections.flatMap((s) => [s.heading, ...s.paragraphs])]);
    expect(texts.filter((t) => t.trim() === '')).toEqual([]);
  });

  it('falls back to zh-TW for an unknown language', () => {
    expect(termsLocale('zh-TW')).toBe('zh-TW');
    expect(termsLocale('en-US')).toBe('en-US');
    expect(termsLocale('en')).toBe('en-US');
    expect(termsLocale('ja')).toBe('zh-TW');
    expect(termsLocale(undefined)).toBe('zh-TW');
  });
});
