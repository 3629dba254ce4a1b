import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { activateAppLocale } from '../../i18n/i18n-setup';
import { createAppRoutes } from '../app/app-routes';
import { notAvailableLoader, pageLoader, type PageLoader } from '../app/page-modules';
import type { PageKey } from '../app/routes';
import { preloadSiteChrome } from './app-layout';
import { sampleSessionInfo } from './session-info.samples';

let i18n: I18n;
beforeAll(async () => {
  // src/main.tsx has the header and footer's chunk in before it renders (issue 28: they load lazily)
  [i18n] = await Promise.all([activateAppLocale('es-CL'), preloadSiteChrome()]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

function renderApp(path: string, load?: (key: PageKey) => PageLoader) {
  const router = createMemoryRouter(createAppRoutes(load), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('app shell', () => {
  it('shows the brand and the country (no tenant id or locale) and the page in the tenant language, with landmarks', async () => {
    renderApp('/cl/zones-and-stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zonas y tiendas' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    // issue 16: the logo names the brand; the country switcher names the country; no "cl" or "es-CL" text
    expect(within(banner).getByRole('img', { name: 'Obra Casa' })).toBeTruthy();
    const country = within(banner).getByLabelText<HTMLSelectElement>('Cambiar de país');
    expect(country.selectedOptions[0]?.textContent).toBe('Chile');
    expect(banner.textContent).not.toContain('es-CL');
    expect(document.title).toBe('Zonas y tiendas | Obra Casa');
    expect(document.documentElement.lang).toBe('es-CL');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('navigation', { name: 'Información legal' })).toBeTruthy();
    // issue 16: the footer groups its links (help, the account, legal pages, countries)
    for (const group of ['Ayuda', 'Tu cuenta', 'Países'])
      expect(screen.getByRole('navigation', { name: group })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Navegación principal' }))
        .getByRole('link', { name: 'Iniciar sesión' })
        .getAttribute('href'),
    ).toBe('/cl/login');
    // spec §9: delivery hours
    expect(screen.getByText('Horario de despacho: 09:00 a 21:00.')).toBeTruthy();
  });

  it('switches to Portuguese for the Brazilian tenant and links its legal pages with its suffix', async () => {
    renderApp('/br/points-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos do programa de pontos' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(within(screen.getByRole('banner')).getByLabelText<HTMLSelectElement>('Mudar de país').value).toBe('br');
    expect(screen.getByRole('link', { name: 'Termos e condições' }).getAttribute('href')).toBe(
      '/br-juridico/terms-and-conditions',
    );
    await act(() => i18n.changeLanguage('es-CL'));
  });

  it('marks the screen class of spec §2 on the layout root', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 360, configurable: true });
    const container = document.body;
    renderApp('/cl/points-terms');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.app')?.getAttribute('data-screen-class')).toBe('mobile');
    Object.defineProperty(window, 'innerWidth', { value: 1100, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    // the screen class store subscribes in an effect; on a loaded machine the switch can come a render later
    await waitFor(() => expect(container.querySelector('.app')?.getAttribute('data-screen-class')).toBe('tablet'));
  });

  it('renders page-not-available for a page key without a page file (spec §2), never a blank page', async () => {
    const onlyNotAvailable = new Map([['page-not-available', notAvailableLoader()]]);
    renderApp('/cl/seek-order', (key) => pageLoader(key, onlyNotAvailable));
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no disponible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' }).getAttribute('href')).toBe('/cl/account');
  });

  it('renders page-not-available for unknown paths and unknown tenants', async () => {
    renderApp('/cl/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no disponible' })).toBeTruthy();
  });

  it('renders page-not-available for an unknown tenant in the default language', async () => {
    renderApp('/zz/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no disponible' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-CL');
  });

  it('sends an account page without a session to login with returnTo', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(401, { code: 'SESSION_EXPIRED', sessionTimeOut: true }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderApp('/cl/account/my-orders?year=2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cl/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/cl/account/my-orders?year=2026');
    const request = fetchMock.mock.calls[0] as unknown as [Request];
    expect(String(request[0] instanceof Request ? request[0].url : request[0])).toMatch(
      /\/api\/session\/v1\/session\/info$/,
    );
  });

  const sessionInfo = sampleSessionInfo;

  it('lets a signed-in user into an account page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, sessionInfo(true))),
    );
    const onlyNotAvailable = new Map([['page-not-available', notAvailableLoader()]]);
    const router = renderApp('/cl/account/my-addresses', (key) => pageLoader(key, onlyNotAvailable));
    // the page is not built in this test: the shell shows page-not-available at the account path
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no disponible' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cl/account/my-addresses');
  });

  it('offers no login link in the header of a signed-in page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, sessionInfo(true))),
    );
    renderApp('/cl/account/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeTruthy();
    const mainNav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(mainNav).getByRole('link', { name: 'Mi cuenta' })).toBeTruthy();
    expect(within(mainNav).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('sends a guest session (not signed in) to login too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, sessionInfo(false))),
    );
    const router = renderApp('/cl/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cl/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/cl/account');
  });

  it('shows the generic message of the error code when the session check fails otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { code: 'GENERIC_ERROR' })),
    );
    renderApp('/cl/account');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ocurrió un error. Por favor inténtalo nuevamente.',
    );
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Obra Casa' })).toBeTruthy();
  });

  it('shows the account navigation grouped, only with the pages the account may use, a menu button and breadcrumbs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, sessionInfo(true))),
    );
    renderApp('/cl/account/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secciones de tu cuenta' });
    for (const group of ['Compras', 'Mis datos', 'Listas y cotizaciones'])
      expect(within(nav).getByRole('list', { name: group })).toBeTruthy();
    expect(within(nav).queryByRole('list', { name: 'Empresa' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Colaboradores' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Mis compras' }).getAttribute('href')).toBe('/cl/account/my-orders');
    expect(within(nav).getByRole('link', { name: 'Cambiar contraseña' }).getAttribute('aria-current')).toBe('page');
    // the menu of small screens: one button that says whether it is open
    const menu = within(nav).getByRole('button', { name: 'Menú de mi cuenta' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    act(() => menu.click());
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const crumbs = screen.getByRole('navigation', { name: 'Estás en' });
    expect(within(crumbs).getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/cl/account');
    expect(crumbs.textContent).toContain('Cambiar contraseña');
    expect(document.title).toBe('Cambiar contraseña | Obra Casa');
    // the header greets by name and the navigation is not inside main (main is the page)
    expect(screen.getByRole('banner').textContent).toContain('Hola, Ana');
    expect(within(screen.getByRole('main')).queryByRole('navigation', { name: 'Secciones de tu cuenta' })).toBeNull();
  });

  it('offers no login link on a public page while a session cookie is there (e.g. after sign-up)', async () => {
    document.cookie = 'cuenta_csrf=token; path=/';
    try {
      renderApp('/cl/points-terms');
      await screen.findByRole('heading', { level: 1 });
      const mainNav = screen.getByRole('navigation', { name: 'Navegación principal' });
      expect(within(mainNav).getByRole('link', { name: 'Mi cuenta' })).toBeTruthy();
      expect(within(mainNav).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    } finally {
      document.cookie = 'cuenta_csrf=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('draws each tenant brand: the home-store variant and the business variant have their own logo', async () => {
    renderApp('/home/points-terms');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Obra Casa Home' })).toBeTruthy();
    expect(document.querySelector('.app')?.getAttribute('data-brand')).toBe('home');
  });

  it('leads companies from login and personal registration to the company registration, beside the card', async () => {
    const onlyNotAvailable = new Map([['page-not-available', notAvailableLoader()]]);
    const load = (key: PageKey) => pageLoader(key, onlyNotAvailable);
    for (const path of ['/cl/login', '/cl/register']) {
      const { unmount } = render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={createMemoryRouter(createAppRoutes(load), { initialEntries: [path] })} />
        </I18nextProvider>,
      );
      const link = await screen.findByRole('link', { name: 'Registra tu empresa' });
      expect(link.getAttribute('href')).toBe('/cl/register/company');
      expect(screen.getByRole('heading', { level: 2, name: 'Con tu cuenta puedes' })).toBeTruthy();
      unmount();
    }
    renderApp('/cl/password-recovery', load);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Registra tu empresa' })).toBeNull();
  });
});
