/** The label of a field of the sourcing namespace: `sourcing:fields.<field>`. */
export const f = (field: string) => `sourcing:fields.${field}`;
