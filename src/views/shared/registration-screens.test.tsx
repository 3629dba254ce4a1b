import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getTenant } from '../../tenants/tenants';
import { DoneScreen, LoadFailedScreen, SupportPhoneLine, supportPhoneOf } from './registration-screens';

describe('DoneScreen', () => {
  it('shows the title, the line and the button to go on', () => {
    render(<DoneScreen title="¡Listo!" body="Bienvenida, Ana" href="/cl/account" linkLabel="Ir a mi cuenta" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Listo!');
    expect(screen.getByText('Bienvenida, Ana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' }).getAttribute('href')).toBe('/cl/account');
  });

  it('takes the focus on its heading, so that a screen that replaces a long form is in view', () => {
    render(<DoneScreen title="¡Listo!" body="Bienvenida" linkLabel="Ir a mi cuenta" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '¡Listo!' }));
  });

  it('offers no button where the page has nowhere to go', () => {
    render(<DoneScreen title="¡Listo!" body="Bienvenida" linkLabel="Ir a mi cuenta" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('LoadFailedScreen', () => {
  it('announces the failure and retries on request', () => {
    const onRetry = vi.fn();
    render(<LoadFailedScreen message="Hubo un error al cargar" retryLabel="Reintentar" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Hubo un error al cargar');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('SupportPhoneLine (spec §9)', () => {
  const phone = { display: '55 0000 0000', href: 'tel:+525500000000' };

  it("takes the tenant's number, dialled after its prefix; none where the tenant has none", () => {
    expect(supportPhoneOf(getTenant('mx'))).toEqual(phone);
    expect(supportPhoneOf(getTenant('cl'))).toBeUndefined();
  });

  it('puts the phone where the copy has {{phone}}, as a tel: link', () => {
    render(<SupportPhoneLine text={(slot) => `Llámanos al ${slot} o escríbenos.`} phone={phone} />);
    const link = screen.getByRole('link', { name: '55 0000 0000' });
    expect(link.getAttribute('href')).toBe('tel:+525500000000');
    expect(link.parentElement!.textContent).toBe('Llámanos al 55 0000 0000 o escríbenos.');
  });

  it('adds the phone at the end of a copy that has no place for it', () => {
    render(<SupportPhoneLine text={() => 'Llámanos: '} phone={phone} />);
    expect(screen.getByRole('link').parentElement!.textContent).toBe('Llámanos: 55 0000 0000');
  });
});
