import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n-setup';
import { LocaleDateInput } from './locale-date-input';

let es: I18n;
let pt: I18n;
beforeAll(async () => {
  es = await createI18n('es-CL', { namespaces: ['common'] });
  pt = await createI18n('pt-BR', { namespaces: ['common'] });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <output data-testid="stored">{value}</output>
      <label htmlFor="dob">Fecha de nacimiento</label>
      <LocaleDateInput id="dob" name="dateOfBirth" value={value} onChange={(e) => setValue(e.target.value)} />
    </>
  );
}

describe('LocaleDateInput (spec §5 birth date in the locale order)', () => {
  it('shows the stored ISO date as dd-mm-aaaa, with the format as its description', () => {
    render(
      <I18nextProvider i18n={es}>
        <Harness initial="1990-05-17" />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('17-05-1990');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('Formato dd-mm-aaaa, por ejemplo 17-05-1990');
  });

  it('keeps ISO in the machine once a whole date is typed, and the text as typed before', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={pt}>
        <Harness />
      </I18nextProvider>,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, '04/12/200');
    expect(screen.getByTestId('stored').textContent).toBe('04/12/200');
    expect(input.value).toBe('04/12/200');
    await user.type(input, '1');
    expect(screen.getByTestId('stored').textContent).toBe('2001-12-04');
    expect(input.value).toBe('04-12-2001');
    expect(document.getElementById('dob-format')!.textContent).toBe('Formato dd-mm-aaaa, por exemplo 17-05-1990');
  });
});
