// shared-ui/remote-select: a select searching the server as the user types (MUI Autocomplete,
// loaded by the screens that pick a supplier, a material...), one pick or several.
export { RemoteSelect, type RemoteOption, type RemoteSelectProps } from './remote-select/remote-select';
export { MultiRemoteSelect, type MultiRemoteSelectProps } from './remote-select/multi-remote-select';
export { useDebouncedValue } from './remote-select/debounce';
export { SupplierPicker, type PickedSupplier, type SupplierPickerProps } from './remote-select/supplier-picker';
