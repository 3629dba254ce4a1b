// Development pages of the registration area. Off in production (config.production): not registered, so they answer 404.
//   GET  /dev/customer-system/outbox(.json)  the customer-system publishes waiting in the outbox (spec §3, §7)
//   POST /dev/companies/review               approve or reject a pending company, as the operator command does (spec §4),
//                                            so that browser tests and testers can do it while the server holds the database
// Collaborators are invited by their company (POST /api/my-account/{tenant}/users/collaborators, issue 14).
// The JSON paths are endpoint objects (src/contracts/dev.contract.ts); the outbox page is HTML, a plain route.
import type { FastifyInstance } from 'fastify';
import { DevCustomerSystemOutbox, DevReviewCompany } from '../../../src/contracts/dev.contract';
import { findTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { escapeHtml } from '../lib/html';

const cell = (value: unknown) => escapeHtml(String(value ?? ''));

export default async function registrationDevRoutes(app: FastifyInstance) {
  if (app.config.production) return;

  route(app, DevCustomerSystemOutbox, {}, async () => ({
    url: Boolean(app.config.customerSystem.url),
    rows: await app.customerSystem.list(),
  }));

  app.get('/dev/customer-system/outbox', async (_request, reply) => {
    const rows = await app.customerSystem.list();
    const body = rows
      .map(
        (row) =>
          `<tr><td>${cell(row.createdAt)}</td><td>${cell(row.tenant)}</td><td>${cell(row.kind)}</td>` +
          `<td>${cell(row.status)}</td><td>${row.attempts}</td><td>${cell(row.lastError ?? '')}</td>` +
          `<td><pre>${cell(JSON.stringify(row.payload, null, 2))}</pre></td></tr>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Bandeja del sistema de clientes</title>
<style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style></head>
<body><h1>Bandeja del sistema de clientes</h1><p>Publicaciones al sistema de clientes (sin CUSTOMER_SYSTEM_URL quedan pendientes). Solo fuera de producción.</p>
<table><thead><tr><th>Fecha</th><th>Tenant</th><th>Tipo</th><th>Estado</th><th>Intentos</th><th>Último error</th><th>Contenido</th></tr></thead><tbody>
${body || '<tr><td colspan="7">Sin publicaciones</td></tr>'}
</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });

  route(app, DevReviewCompany, {}, async ({ body }) => {
    const tenant = findTenant(body.tenant);
    if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
    const result = await app.registration.review({ ...body, tenant: tenant.id, at: app.clock.now() });
    if (!result.ok) throw new ApiError(409, 'CONFLICT_ERROR', { details: { reason: result.error } });
    return result;
  });
}
