// spec §8: the error page of the app's routes records what it shows in analytics (window.dataLayer): the page key, the
// catalogue code of its message and the HTTP status, 'not-available' when there is none; never the error's own text.
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateAppLocale } from '../../i18n/i18n-setup';
import { ResourceLoadError } from '../../i18n/resource-load';
import type { DataLayerHost } from '../../services/analytics';
import { ApiError, NetworkError } from '../../services/errors';
import { createAppRoutes, type LoadNamespaces } from './app-routes';
import { pageLoader } from './page-modules';
import type { PageKey } from './routes';

let i18n: I18n;
beforeAll(async () => {
  i18n = await activateAppLocale('es-CL');
});
afterEach(() => {
  delete (window as DataLayerHost).dataLayer;
});

const dataLayer = () => (window as DataLayerHost).dataLayer;

/** The points-terms page, whose loader fails with `error`. */
async function failPage(error: unknown) {
  const loadNamespaces: LoadNamespaces = () => Promise.reject(error);
  const router = createMemoryRouter(
    createAppRoutes({
      load: (key: PageKey) =>
        key === 'pointsTerms' ? async () => ({ default: () => <h1>Nunca</h1> }) : pageLoader(key),
      loadNamespaces: vi.fn(loadNamespaces),
    }),
    { initialEntries: ['/cl/points-terms'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('alert');
  await vi.waitFor(() => expect(dataLayer()).toBeDefined());
  await vi.dynamicImportSettled(); // a second record would have landed by now
}

describe('error page analytics (spec §8)', () => {
  it("records the page, the generic message's code and the default code 'not-available', not the error's text", async () => {
    await failPage(new Error('No pudimos cobrar la tarjeta 4111 1111 1111 1111'));
    expect(screen.getByRole('alert').textContent).not.toContain('4111');
    expect(dataLayer()).toEqual([
      { event: 'error', component: 'pointsTerms', error: 'GENERIC_ERROR', code: 'not-available' },
    ]);
    expect(JSON.stringify(dataLayer())).not.toMatch(/4111|tarjeta/);
  });

  it('records the catalogue code and the HTTP status of a failed answer', async () => {
    await failPage(new ApiError({ status: 403, statusText: 'Forbidden', bodyText: '{}', code: 'FORBIDDEN' }));
    expect(dataLayer()).toEqual([{ event: 'error', component: 'pointsTerms', error: 'FORBIDDEN', code: '403' }]);
  });

  it('records a network failure as NETWORK_ERROR with status 503', async () => {
    await failPage(new NetworkError({ url: '/api/x' }));
    expect(dataLayer()).toEqual([{ event: 'error', component: 'pointsTerms', error: 'NETWORK_ERROR', code: '503' }]);
  });

  it('records the reload offer (a catalogue that failed twice)', async () => {
    await failPage(new ResourceLoadError('catalogue es-CL/common', new TypeError('Failed to fetch')));
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(dataLayer()).toEqual([
      { event: 'error', component: 'pointsTerms', error: 'RESOURCE_LOAD_ERROR', code: 'not-available' },
    ]);
  });
});
