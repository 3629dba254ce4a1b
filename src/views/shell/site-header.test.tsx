// Issue 34: the header's product search and cart link on every page: the search keeps the query on the results page and
// goes there with ?q=; the cart link names its unit count for screen readers, read once per page load (a guest's too).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { activateAppLocale } from '../../i18n/i18n-setup';
import { createAppRoutes } from '../app/app-routes';
import { notAvailableLoader, pageLoader } from '../app/page-modules';
import { setCartCount } from './cart-count';
import { sampleSessionInfo } from './session-info.samples';

let i18n: I18n;
beforeAll(async () => {
  i18n = await activateAppLocale('es-CL');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cart = (count: number) => ({ id: 'c1', count, lines: [], total: 0, currency: null });
const onlyNotAvailable = new Map([['page-not-available', notAvailableLoader()]]);

function renderApp(path: string) {
  const router = createMemoryRouter(
    createAppRoutes((key) => pageLoader(key, onlyNotAvailable)),
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('site header: search and cart (issue 34)', () => {
  it('reads the cart count once and names it in the cart link; the search goes to the results with ?q=', async () => {
    const fetchMock = vi.fn(async (request: Request) =>
      String(request.url ?? request).endsWith('/s/checkout/v1/carts/mine')
        ? new Response(JSON.stringify(cart(3)), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    act(() => setCartCount(null));
    const router = renderApp('/cl/zones-and-stores');
    const banner = await screen.findByRole('banner');
    const link = await within(banner).findByRole('link', { name: 'Carro, 3 productos' });
    expect(link.getAttribute('href')).toBe('/cl/cart');
    const search = within(banner).getByRole('searchbox', { name: 'Buscar productos' });
    await userEvent.type(search, 'cerámica');
    await userEvent.click(within(banner).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cl/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cerámica');
    // on the results page the box keeps the query; the count was read once for the page load
    await waitFor(() =>
      expect((within(screen.getByRole('banner')).getByRole('searchbox') as HTMLInputElement).value).toBe('cerámica'),
    );
    expect(fetchMock.mock.calls.filter(([r]) => String((r as Request).url ?? r).includes('/carts/mine')).length).toBe(
      1,
    );
    // a change reported by any page shows at once
    act(() => setCartCount(1));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Carro, 1 producto' })).toBeTruthy();
  });

  it('shows the Portuguese texts for Brazil, and a plain cart link while the count is unknown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })),
    );
    act(() => setCartCount(null));
    renderApp('/br/points-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página indisponível' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('searchbox', { name: 'Buscar produtos' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Carrinho' }).getAttribute('href')).toBe('/br/cart');
    await act(() => i18n.changeLanguage('es-CL'));
  });
});

describe('the header tells a guest with a cart from a signed-in visitor', () => {
  afterEach(() => {
    document.cookie = 'cuenta_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  const stubCart = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(cart(1)), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );

  it("offers 'Iniciar sesión' to a guest whose cart left the guest's CSRF cookie", async () => {
    stubCart();
    document.cookie = 'cuenta_csrf=g.guest-token; path=/';
    renderApp('/cl/zones-and-stores');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('greets a signed-in visitor of a storefront page by name, read once from the session, and forgets it on sign-out', async () => {
    const session = sampleSessionInfo();
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi.fn(async (request: Request) =>
      String(request.url ?? request).includes('/v1/session/info') ? json(session) : json(cart(1)),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'cuenta_csrf=session-token; path=/';
    renderApp('/cl/zones-and-stores');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Hola, Ana')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([r]) => String((r as Request).url ?? r).includes('/session/info')).length).toBe(
      1,
    );
    // signed out elsewhere (the cookie is gone): the next person at this browser is not greeted as Ana
    document.cookie = 'cuenta_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(banner).findByText('Hola')).toBeTruthy();
    expect(within(banner).queryByText('Hola, Ana')).toBeNull();
  });

  it("does not offer it while a session's CSRF cookie is there", async () => {
    stubCart();
    document.cookie = 'cuenta_csrf=session-token; path=/';
    renderApp('/cl/zones-and-stores');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('link', { name: /Carro/ });
    expect(within(banner).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });
});
