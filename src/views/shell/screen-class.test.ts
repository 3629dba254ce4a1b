import { describe, expect, it } from 'vitest';
import { screenClassFor } from './screen-class';

describe('screen classes (spec §2, §9 breakpoints)', () => {
  it.each([
    [300, 'mobile'],
    [320, 'mobile'],
    [360, 'mobile'],
    [719, 'mobile'],
    [720, 'phablet'],
    [1023, 'phablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ])('%d px is %s', (width, expected) => {
    expect(screenClassFor(width)).toBe(expected);
  });
});
