import { describe, expect, it } from 'vitest';
import { combine } from '../../api/modules/bookings/team/open-times.ts';

/** The rule written plainly: open when every fixed host is free and, with a pool, one of it is. */
function plainly(fixed: number[][], pool: number[][]): number[] {
  const all = [...new Set([...fixed.flat(), ...pool.flat()])].sort((a, b) => a - b);
  return all.filter(
    (t) => fixed.every((times) => times.includes(t)) && (pool.length === 0 || pool.some((times) => times.includes(t))),
  );
}

function randomTimes(count: number, seed: number): number[] {
  let x = seed;
  const next = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648);
  return [...new Set(Array.from({ length: count }, () => (next() % 200) * 900_000))].sort((a, b) => a - b);
}

describe("a team's open times from its hosts' (ADR 029)", () => {
  it('is a round robin pool’s union, a collective’s intersection, and both together, in order and once each', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const hosts = Array.from({ length: 1 + (seed % 7) }, (_, i) =>
        randomTimes(60 + ((seed * 13 + i * 7) % 90), seed * 31 + i),
      );
      const cut = seed % hosts.length;
      for (const [fixed, pool] of [
        [[], hosts],
        [hosts, []],
        [hosts.slice(0, cut), hosts.slice(cut)],
      ] as const) {
        expect(combine([...fixed], [...pool])).toEqual(plainly([...fixed], [...pool]));
      }
    }
  });

  it('takes a host’s times in any order, and answers nothing when nobody is free', () => {
    expect(
      combine(
        [],
        [
          [30, 10, 20],
          [20, 40],
        ],
      ),
    ).toEqual([10, 20, 30, 40]);
    expect(combine([[5, 1, 3]], [[3, 5], [1]])).toEqual([1, 3, 5]);
    expect(combine([[1, 2]], [[3]])).toEqual([]);
    expect(combine([], [])).toEqual([]);
  });
});
