/**
 * A tiny seeded PRNG (mulberry32), so every fresh seed is the same data: no Math.random, no
 * clock. Each seed module takes its own stream (`seeded('suppliers')`), so adding records to one
 * domain never shifts the data of another.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct elements, in the list's order. */
  some<T>(list: readonly T[], count: number): T[];
  digits(length: number): string;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function seeded(stream: string): Random {
  let a = hash(stream);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)],
    chance: (p) => next() < p,
    some(list, count) {
      const chosen = new Set<number>();
      const want = Math.min(count, list.length);
      while (chosen.size < want) chosen.add(int(0, list.length - 1));
      return list.filter((_, i) => chosen.has(i));
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
