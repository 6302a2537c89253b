import type { z } from 'zod';

/**
 * A schema built the first time it is used. The contract holds every domain's schemas in one
 * module, and zod builds a schema at some cost (all of them together were 40-60 ms at start-up
 * on a fast machine, a 240 ms task at Lighthouse's 4x CPU on the registration page, issue 17);
 * a page uses a few. The stand-in forwards everything to the built schema: parse, extend, `_zod`
 * inside another schema, `instanceof`.
 */
export function lazySchema<S extends z.ZodType>(build: () => S): S {
  let built: S | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in has none of the schema's own properties: as seen through it they can be redefined.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
