/** A seeded, deterministic pseudo-random generator (mulberry32) with small helpers. */

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A generator of floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one seeded generator. */
export function createRng(seed) {
  const next = mulberry32(seed);
  const rng = {
    next,
    /** An integer in [min, max], both included. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** A 21-character URL-safe id, like nanoid's. */
    id: () => {
      let out = '';
      for (let i = 0; i < 21; i += 1) out += ID_ALPHABET[Math.floor(next() * 64)];
      return out;
    },
    /** A version-4-shaped UUID. */
    uuid: () => {
      const hex = () => Math.floor(next() * 16).toString(16);
      let s = '';
      for (let i = 0; i < 32; i += 1) s += hex();
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-a${s.slice(17, 20)}-${s.slice(20, 32)}`;
    },
  };
  return rng;
}
