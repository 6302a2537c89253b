// The shell provides every shared-ui entry point to the remotes. Module federation registers a
// shared module only when the provider's own build reaches it, and the shell's screens use a few
// entries only; without these references a remote's `shared-ui/list` finds no provider and the
// remote fails to load. Each is a lazy chunk: nothing here is fetched until a remote asks.
export const providedSharedUiEntries: Record<string, () => Promise<unknown>> = {
  routing: () => import('shared-ui/routing'),
  components: () => import('shared-ui/components'),
  data: () => import('shared-ui/data'),
  terms: () => import('shared-ui/terms'),
  contract: () => import('shared-ui/contract'),
  'validation-texts': () => import('shared-ui/validation-texts'),
  'status-texts': () => import('shared-ui/status-texts'),
  list: () => import('shared-ui/list'),
  form: () => import('shared-ui/form'),
  detail: () => import('shared-ui/detail'),
  'rich-text': () => import('shared-ui/rich-text'),
  'rich-text-editor': () => import('shared-ui/rich-text-editor'),
  'remote-select': () => import('shared-ui/remote-select'),
  upload: () => import('shared-ui/upload'),
  'excel-import': () => import('shared-ui/excel-import'),
  'jump-to': () => import('shared-ui/jump-to'),
};
