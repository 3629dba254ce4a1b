import { describe, expect, it } from 'vitest';
import { buttonAllowanceMs, countWords, toastDurationMs } from './toast-duration';

describe('toast duration (spec §9)', () => {
  it.each([
    // text, buttons, expected ms = 410 + 300 * words + 400 + allowance + 2200
    ['', 0, 3010],
    ['Datos editados exitosamente.', 0, 3910],
    ['Datos editados exitosamente.', 1, 4910],
    ['Datos editados exitosamente.', 2, 6410],
    ['Datos editados exitosamente.', 3, 8410],
    ['Datos editados exitosamente.', 7, 8410],
    ['Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.', 0, 6610],
  ])('%j with %d buttons lasts %d ms', (text, buttons, expected) => {
    expect(toastDurationMs(text, buttons)).toBe(expected);
  });

  it('counts words separated by any whitespace', () => {
    expect(countWords('  Ya tienes\nuna   lista ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('gives 0, 1, 2.5 and 4.5 s for 0, 1, 2 and 3+ buttons', () => {
    expect([0, 1, 2, 3, 4].map(buttonAllowanceMs)).toEqual([0, 1000, 2500, 4500, 4500]);
    expect(buttonAllowanceMs(-1)).toBe(0);
  });
});
