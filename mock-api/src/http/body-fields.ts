import type { z } from 'zod';

/** What `fieldsOf` reads of a schema's definition (zod 4): its kind and the schemas it wraps. */
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success']);

function objectFields(schema: z.ZodType): string[] | undefined {
  const def = schema._zod.def as unknown as Def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  // `.transform()` is a pipe into a transform, `z.preprocess` one out of it: the object is the other end.
  if (def.type === 'pipe') return (def.in && objectFields(def.in)) ?? (def.out && objectFields(def.out));
  if (WRAPPERS.has(def.type) && def.innerType) return objectFields(def.innerType);
  if (def.type === 'lazy' && def.getter) return objectFields(def.getter());
  return undefined;
}

/**
 * The top-level fields a body schema reads (its object's keys, under refinements, transforms and
 * defaults): the fields a save with that body owns (`collection.replace`). A field the schema
 * makes optional and the body leaves out is one the user emptied.
 */
export function fieldsOf(schema: z.ZodType): string[] {
  const fields = objectFields(schema);
  if (!fields) throw new Error(`fieldsOf: not an object schema (${schema._zod.def.type})`);
  return fields;
}
