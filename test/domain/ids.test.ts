// newId draws from a pool of CSPRNG bytes (src/domain/ids.ts): ids keep their shape, never
// repeat across many pool refills, and every character of the alphabet is equally likely.
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids.js';

describe('newId', () => {
  it('is 21 lowercase letters and digits by default, any length on request', () => {
    expect(newId()).toMatch(/^[a-z0-9]{21}$/);
    expect(newId(8)).toMatch(/^[a-z0-9]{8}$/);
    expect(newId(300)).toMatch(/^[a-z0-9]{300}$/);
  });

  it('never repeats over many pool refills, and draws the 36 characters uniformly', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const id of ids) for (const c of id) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(36);
    const expected = (ids.length * 21) / 36;
    // Chi-square with 35 degrees of freedom: 80 is far beyond p = 0.0001 for a uniform draw,
    // and far below what a modulo bias (bytes ≥ 252 kept) or a reused byte run would give.
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(80);
  });
});
