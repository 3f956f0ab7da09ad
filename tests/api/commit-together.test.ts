import { describe, expect, it } from 'vitest';
import { commitTogether } from '../../api/lib/commit-together.ts';

describe('commitTogether', () => {
  it('writes what arrives during a write together in the next one, and resumes each caller after its own', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const write = commitTogether<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const resumed: number[] = [];
    const first = write(1).then(() => resumed.push(1));
    const later = [2, 3, 4].map((n) => write(n).then(() => resumed.push(n)));
    await new Promise((r) => setTimeout(r, 10));
    expect(writes).toEqual([[1]]);
    expect(resumed).toEqual([]);
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(resumed).toEqual([1, 2, 3, 4]);
  });

  it('rejects the callers of a failed write, and writes the next ones again', async () => {
    let fail = true;
    const write = commitTogether<string>(async () => {
      if (fail) throw new Error('database is locked');
    });
    await expect(write('a')).rejects.toThrow('database is locked');
    fail = false;
    await expect(write('b')).resolves.toBeUndefined();
  });
});
