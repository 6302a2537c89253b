/**
 * A reader of a dotted field path such as `basicData.companyInfo.name`, compiled once per
 * search so the per-record work is only property reads. A list on the way (`contactList.name`)
 * yields the list of values, so keyword and filters can match any element.
 * Inherited properties are never read: a path like `__proto__` or `toString` finds nothing.
 * That is decided once per key here, not per record (Object.hasOwn per read cost 15x more
 * inside jest's sandbox and broke the 20 ms budget). Records are JSON data of this realm, so
 * `instanceof Array` is a safe list test.
 */
export function pathReader(path: string): (record: unknown) => unknown {
  const steps = path.split('.').map(stepFor);
  if (steps.length === 1) return steps[0];
  return (record) => steps.reduce<unknown>((value, step) => step(value), record);
}

function stepFor(key: string): (value: unknown) => unknown {
  const read = key in Object.prototype ? readOwn(key) : readPlain(key);
  return (value) => {
    if (typeof value !== 'object' || value === null) return undefined;
    // instanceof, not Array.isArray: no builtin call per record (see compare.ts).
    if (!(value instanceof Array)) return read(value as Record<string, unknown>);
    return value.flatMap((v) => (isObject(v) && read(v) !== undefined ? [read(v)] : []));
  };
}

const readPlain = (key: string) => (object: Record<string, unknown>) => object[key];
const readOwn = (key: string) => (object: Record<string, unknown>) => (Object.hasOwn(object, key) ? object[key] : undefined);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
