// Issue 17: resilient loading of the app's routes. A page chunk or a catalogue that fails once is tried again; twice, the
// page offers to reload instead of the generic error page; a page's namespaces are in before its first render.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateAppLocale } from '../../i18n/i18n-setup';
import { ResourceLoadError } from '../../i18n/resource-load';
import { createAppRoutes, type AppRouteOptions } from './app-routes';
import { LoadFailed } from './load-error';
import { pageLoader, type PageModule } from './page-modules';
import type { PageKey } from './routes';

let i18n: I18n;
beforeAll(async () => {
  i18n = await activateAppLocale('es-CL');
});

function renderApp(path: string, options: AppRouteOptions) {
  const router = createMemoryRouter(createAppRoutes(options), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const page = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/login.page-abc.js');

describe('app routes: resilient loading (issue 17)', () => {
  it('tries a page chunk that failed once again and renders the page', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(page('Página cargada'));
    renderApp('/cl/zones-and-stores', { load: (key: PageKey) => (key === 'zonesAndStores' ? load : pageLoader(key)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página cargada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers to reload, not the generic error page, when the page chunk fails twice', async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    renderApp('/cl/points-terms', { load: (key: PageKey) => (key === 'pointsTerms' ? load : pageLoader(key)) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar esta página');
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(alert.textContent).not.toContain('Ocurrió un error');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers to reload when a page catalogue cannot be loaded', async () => {
    const loadNamespaces = vi.fn().mockRejectedValue(new ResourceLoadError('catalogue es-CL/login', chunkError()));
    renderApp('/cl/login', { loadNamespaces });
    expect(await screen.findByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(loadNamespaces).toHaveBeenCalledWith('es-CL', ['common', 'login']);
  });

  it('still shows the generic error for other failures', async () => {
    const load = vi.fn().mockResolvedValue(page('Nunca'));
    const loadNamespaces = vi.fn().mockRejectedValue(new Error('boom'));
    renderApp('/cl/points-terms', {
      load: (key: PageKey) => (key === 'pointsTerms' ? load : pageLoader(key)),
      loadNamespaces,
    });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Recargar la página' })).toBeNull();
    expect(alert.textContent).not.toContain('No pudimos cargar esta página');
    expect(screen.queryByText('Nunca')).toBeNull();
  });

  it('has the page namespaces of the route locale in before the page first renders (cold load, no raw keys)', async () => {
    const firstRender: { ready: boolean; title: string }[] = [];
    function Probe() {
      const { t, ready } = useTranslation('login', { useSuspense: false });
      firstRender.push({ ready, title: t('login.title') });
      return <h1>{t('login.title')}</h1>;
    }
    expect(i18n.hasResourceBundle('es-AR', 'login')).toBe(false);
    renderApp('/ar/login', {
      load: (key: PageKey) => (key === 'login' ? async () => ({ default: Probe }) : pageLoader(key)),
    });
    await screen.findByRole('heading', { level: 1, name: 'Iniciá sesión' });
    // es-AR's own override over es: the whole bundle was in before the first render
    expect(firstRender[0]).toEqual({ ready: true, title: 'Iniciá sesión' });
  });
});

describe('reload offer', () => {
  it('reloads the page when asked', async () => {
    const reload = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LoadFailed reload={reload} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recargar la página' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
