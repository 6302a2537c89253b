// Stands in for axios/lib/adapters/fetch.js (create-app-config.cjs). The portal's API client sends
// through axios's first adapter, XMLHttpRequest (the in-browser mock intercepts it as well), and
// never the fetch one. But that module tries the browser's fetch out as it loads: a Request over a
// ReadableStream, a Response, a TextEncoder. On the PO list opened by URL that was 30-40 ms of
// main thread at 1x CPU, in main.js (the client is in shared-ui's core), so on /login too.
// `getFetch` answering false is axios's own "not supported by the environment".
export const getFetch = () => false;
export default false;
