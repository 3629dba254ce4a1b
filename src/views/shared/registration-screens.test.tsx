import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DoneScreen, LoadFailedScreen } from './registration-screens';

describe('DoneScreen', () => {
  it('shows the title, the line and the button to go on', () => {
    render(<DoneScreen title="¡Listo!" body="Bienvenida, Ana" href="/cl/account" linkLabel="Ir a mi cuenta" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Listo!');
    expect(screen.getByText('Bienvenida, Ana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' }).getAttribute('href')).toBe('/cl/account');
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
