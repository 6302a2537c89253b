import { optionsOf } from 'shared-ui/data';

// The option lists the audit area's forms, filters and columns read (`g/options`).

export const departmentOptions = optionsOf('departments');
export const auditTypeOptions = optionsOf('auditTypes');
export const environmentLevelOptions = optionsOf('environmentLevels');
/** Supplier types the internal user may see (`a/options`, by permission). */
export const supplierTypeOptions = optionsOf('supplierTypes');
/** The service items (4 digits), not their groups. */
export { serviceItemOptions } from 'shared-ui/data';
/** The internal accounts, by name: owners and processors of an audit. */
export const staffOptions = optionsOf('staffs');
