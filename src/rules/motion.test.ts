import { describe, expect, it } from 'vitest';
import { MODAL_CLOSE_ANIMATION_MS, modalCloseMs } from './motion';

describe('modalCloseMs (spec §9 modal close animation)', () => {
  it('is 0.5 s, and nothing with reduced motion', () => {
    expect(MODAL_CLOSE_ANIMATION_MS).toBe(500);
    expect(modalCloseMs(false)).toBe(500);
    expect(modalCloseMs(true)).toBe(0);
  });
});
