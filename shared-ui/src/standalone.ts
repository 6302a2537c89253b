// shared-ui/standalone: a remote's own dev shell (not federated; only used by `serve`).
export { renderStandalone } from './standalone/standalone-app';
