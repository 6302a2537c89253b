// Stands in for the package entry of react-i18next (create-app-config.cjs). The shell shares
// react-i18next as a federation singleton, and a shared module keeps every export, as a remote may
// ask for any: its entry brought Trans, IcuTrans, withTranslation, the SSR helpers and an HTML
// parser into /login's main.js, about a tenth of the page's budget for code no page uses. The
// portal uses these three (lint keeps it so); a fourth is added here when a page needs it.
export { useTranslation } from 'react-i18next-modules/useTranslation.js';
export { I18nextProvider } from 'react-i18next-modules/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-modules/initReactI18next.js';
