// shared-ui/components: the MUI set, icons and small shared pieces of signed-in screens.
import './i18n/validation-namespace';
export * from './ui/mui';
export * from './ui/icons';
export * from './ui/confirm-dialog';
export * from './ui/coming-soon.page';
export * from './ui/feature-routes';
export * from './ui/keep-alive';
export * from './ui/status-chip';
export * from './ui/retry-alert';
export * from './ui/query-content';
export * from './ui/dirty-parts';
export * from './ui/layout';
export * from './ui/use-screen-below';
export * from './ui/record-table';
export * from './ui/formats';
export * from './ui/option-name';
export { DateInput, type DateInputProps } from './ui/date-input';
export * from './ui/lazy-page';
