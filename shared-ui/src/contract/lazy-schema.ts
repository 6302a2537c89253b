import type { z } from 'zod';

/**
 * A schema built the first time it is used. The contract holds every domain's schemas in one
 * module, and zod builds a schema at some cost (all of them together were 40-60 ms at start-up
 * on a fast machine, 240 ms of zod at Lighthouse's 4x CPU on the registration page, issue 17);
 * a page uses a few. The stand-in forwards property reads and writes, `in`, key listing and the
 * prototype to the built schema: parse, extend, pick, `_zod` inside another schema, `instanceof`
 * and the form resolver's check work through it. It is not the schema itself: a lookup keyed by
 * the schema object (zod's registries, `z.toJSONSchema`'s shared definitions) sees two objects,
 * and it cannot be frozen. The contract uses none of these.
 */
export function lazySchema<S extends z.ZodType>(build: () => S): S {
  let built: S | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in (an empty object) has none of the schema's own properties, and a proxy may not
    // report a property its target lacks as non-configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
