import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n-setup';
import PageNotAvailablePage from './page-not-available.page';

async function renderAt(locale: 'es-CL' | 'pt-BR' | 'es-AR', path: string) {
  const i18n = await createI18n(locale);
  const router = createMemoryRouter([{ path: '/:tenant/*', Component: PageNotAvailablePage }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('page-not-available (spec §2)', () => {
  it('tells the user the page is not available and leads back to the tenant account home', async () => {
    await renderAt('es-CL', '/pe/something');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no disponible' })).toBeTruthy();
    expect(screen.getByText(/no está disponible por el momento/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' }).getAttribute('href')).toBe('/pe/account');
  });

  it('speaks Portuguese for Brazil', async () => {
    await renderAt('pt-BR', '/br/x');
    expect(screen.getByRole('heading', { level: 1, name: 'Página indisponível' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Minha conta' }).getAttribute('href')).toBe('/br/account');
  });

  it('uses the es-AR override and links the default tenant when the tenant is unknown', async () => {
    await renderAt('es-AR', '/zz/x');
    expect(screen.getByText(/Volvé a intentarlo/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' }).getAttribute('href')).toBe('/cl/account');
  });
});
