// shared-ui core: what the first page of the portal needs, bundled eagerly into the shell.
// Signed-in screens add `shared-ui/routing`, `shared-ui/components` and `shared-ui/data`; heavier
// parts (templates, data grid, Excel) are further entry points, each loaded when a page imports it.
// The router is not here: the login screen renders without it (host-shell bootstrap).
export * from './config/runtime-config';
export * from './contract/permissions';
export * from './contract/profile';
export * from './session/session-store';
export * from './session/use-can';
export * from './i18n/i18n';
export * from './api/error-outcome';
export * from './api/client';
export * from './ui/notifier-store';
export * from './ui/notifier-host';
export * from './ui/app-providers';
export * from './ui/remote-module';
export * from './ui/mui-core';
export * from './ui/busy-button';
export * from './ui/visually-hidden';
export { createPortalTheme } from './theme/theme';
export * from './ui/text-input';
export * from './ui/language-switch';
