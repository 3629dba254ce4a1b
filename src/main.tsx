// Entry point: the tenant of the first path segment picks the first locale; the tenant route loaders switch it later.
// Issue 17: the router starts at once, so the route's page chunk, its catalogues and the session check are requested in
// parallel with the locale's `common` catalogue (the server has already preloaded the first two in index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { activateAppLocale } from './i18n/i18n-setup';
import { tenantSegment } from './tenants/resolve-tenant';
import { DEFAULT_TENANT_ID, getTenant, TENANTS } from './tenants/tenants';
import { createAppRoutes } from './views/app/app-routes';
import { legalSegment } from './views/app/routes';

const segment = tenantSegment(window.location.pathname);
const initialTenant =
  TENANTS.find((t) => segment === t.id || segment === legalSegment(t)) ?? getTenant(DEFAULT_TENANT_ID);

const i18nReady = activateAppLocale(initialTenant.locale);
const router = createBrowserRouter(createAppRoutes());

void i18nReady.then((i18n) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
});
