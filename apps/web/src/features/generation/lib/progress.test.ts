import { describe, expect, it } from 'vitest';
import { creepProgress, followRealProgress } from './progress';

describe('followRealProgress', () => {
  it.each([
    ['a first count below the animation keeps the bar where it is', 12, 3, 100, 12],
    ['a count ahead of the bar moves it to the real share', 12, 40, 100, 40],
    ['the real share is rounded to a whole percent', 0, 1, 3, 33],
    ['the last event stops below complete', 50, 10, 10, 99],
    ['an equal count leaves the bar unchanged', 30, 3, 10, 30],
  ])('%s', (_, shown, current, total, expected) => {
    expect(followRealProgress(shown, current, total)).toBe(expected);
  });

  it('never goes backwards over any sequence of counts', () => {
    let shown = 12;
    for (const current of [2, 3, 1, 15, 14, 60, 20, 100]) {
      const next = followRealProgress(shown, current, 100);
      expect(next).toBeGreaterThanOrEqual(shown);
      shown = next;
    }
    expect(shown).toBe(99);
  });
});

describe('creepProgress', () => {
  it.each([
    ['steps forward', 10, 2, 70, 12],
    ['stops at the ceiling', 68, 5, 70, 70],
    ['stays at the ceiling', 70, 2, 70, 70],
    ['never takes back a bar already past the ceiling', 85, 2, 70, 85],
  ])('%s', (_, shown, step, ceiling, expected) => {
    expect(creepProgress(shown, step, ceiling)).toBe(expected);
  });
});
