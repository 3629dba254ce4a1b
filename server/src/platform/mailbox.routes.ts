// Development mailbox (issue 4 item 8): the mails of the outbox, as JSON and as a page, so that a tester reads the codes.
// Off in production (config.production): the routes are not registered, so the paths answer 404. The JSON list is the
// DevMailbox endpoint (src/contracts/dev.contract.ts); the two HTML pages are plain routes (listed as exceptions in
// server/test/platform/endpoints.test.ts).
import type { FastifyInstance } from 'fastify';
import { DevMailbox, MailboxQuery } from '../../../src/contracts/dev.contract';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { parseQuery } from '../lib/validate';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export default async function devMailboxRoutes(app: FastifyInstance) {
  if (app.config.production) return;

  const list = async (to: string | undefined, limit: string | undefined) =>
    (await app.mailOutbox.list({ to, limit: limit ? Number(limit) || 50 : 50 })).map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      template: row.template,
      createdAt: row.createdAt.toISOString(),
      text: row.textBody,
    }));

  route(app, DevMailbox, {}, async ({ query }) => {
    return { mails: await list(query.to, query.limit) };
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const mail = await app.mailOutbox.find(request.params.id);
    if (!mail) throw new ApiError(404, 'NOT_FOUND');
    // the mail's own HTML, sandboxed from the app by a strict CSP
    return reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(mail.htmlBody);
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const query = parseQuery(request, MailboxQuery);
    const mails = await list(query.to, query.limit);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td>` +
          `<td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td><pre>${escapeHtml(mail.text)}</pre></td></tr>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón de desarrollo</title>
<style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style></head>
<body><h1>Buzón de desarrollo</h1><p>Correos guardados por el servidor (sin SMTP_URL). Solo fuera de producción.</p>
<form method="get"><label>Para <input name="to" value="${escapeHtml(query.to ?? '')}"></label> <button>Filtrar</button></form>
<table><thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th><th>Texto</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">Sin correos</td></tr>'}
</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
