/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same workload on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** Creates a generator from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number): number => Math.floor(next() * n);
  return {
    next,
    below,
    pick<T>(items: readonly T[]): T {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
  };
}
