import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepDraft, restoreDraft } from './form-draft';

function Profile({ initial = '' }: { initial?: string }) {
  const [name, setName] = useState(initial);
  const [country, setCountry] = useState('CL');
  const [news, setNews] = useState(false);
  return (
    <form>
      <label htmlFor="n">Nombre</label>
      <input id="n" name="firstName" value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="c">País</label>
      <select id="c" name="country" value={country} onChange={(e) => setCountry(e.target.value)}>
        <option value="CL">Chile</option>
        <option value="PE">Perú</option>
      </select>
      <label htmlFor="p">Contraseña</label>
      <input id="p" name="password" type="password" defaultValue="" />
      <label htmlFor="k">Número de tarjeta</label>
      <input id="k" name="cardNumber" defaultValue="" />
      <label>
        <input type="checkbox" name="offerSms" checked={news} onChange={() => setNews(!news)} /> SMS
      </label>
    </form>
  );
}

describe('form drafts across an expired session (issue 16)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed, never secrets, and types it back on the same page through the fields', async () => {
    const first = render(<Profile />);
    const type = (label: string, value: string) => {
      const el = screen.getByLabelText(label) as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    };
    type('Nombre', 'Camila');
    type('País', 'PE');
    type('Contraseña', 'Secreta#2026');
    type('Número de tarjeta', '4111111111111111');
    (screen.getByLabelText('SMS') as HTMLInputElement).click();
    keepDraft(document, sessionStorage, '/cl/account/my-profile?tab=1');
    const kept = sessionStorage.getItem('cuenta.formDraft')!;
    expect(kept).toContain('Camila');
    expect(kept).not.toContain('Secreta');
    expect(kept).not.toContain('4111');
    first.unmount();

    // another page does not get it
    const other = render(<Profile />);
    expect(restoreDraft(document.querySelector('form')!, sessionStorage, '/cl/account/my-addresses')).toBe(0);
    other.unmount();

    render(<Profile initial="Cami" />);
    expect(restoreDraft(document.querySelector('form')!, sessionStorage, '/cl/account/my-profile')).toBe(3);
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Camila');
    expect((screen.getByLabelText('País') as HTMLSelectElement).value).toBe('PE');
    expect((screen.getByLabelText('SMS') as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem('cuenta.formDraft')).toBeNull();
  });
});
