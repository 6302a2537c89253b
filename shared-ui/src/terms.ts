// shared-ui/terms: the legal texts (terms of use, privacy statement, purchase-order terms) in
// zh-TW and en-US, and the component that shows them. Loaded by the pages that show a text.
export { TermsDocument, type TermsDocumentProps } from './terms/terms-document';
export { TermsDialogContent, type TermsDialogContentProps } from './terms/terms-dialog-content';
export {
  termsDocuments,
  termsLocale,
  type TermsDocumentContent,
  type TermsDocumentName,
  type TermsSection,
} from './terms/terms-content';
