export { savedViewHandlers } from './saved-views.handlers';
