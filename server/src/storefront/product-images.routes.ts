// spec §3, §7: product images at the tenant's image path (`/images/<tenant>/<sku>?fmt=jpg&fit=constrain&wid=&hei=`) with a
// per-tenant fallback by sku (`/images/<tenant>/fallback/<sku>`). The real image delivery service is outside this product;
// ours draws a neutral placeholder (an SVG with the product's initials) for the skus the tenant sells, and the fallback for any.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TENANTS } from '../../../src/tenants/tenants';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function placeholder(label: string, size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(label)}">` +
    '<rect width="100" height="100" fill="#eef1f4"/><rect x="18" y="26" width="64" height="48" rx="4" fill="#c9d2db"/>' +
    `<text x="50" y="56" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#3d4a57">${escapeXml(label)}</text></svg>`
  );
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}

export default async function productImageRoutes(app: FastifyInstance) {
  const tenantByPath = new Map(TENANTS.map((t) => [t.imagePath.replace(/^\/images\//, ''), t]));
  const size = (raw: unknown) => Math.min(Math.max(Number.parseInt(String(raw ?? '120'), 10) || 120, 16), 1200);

  app.get<{ Params: { tenant: string; sku: string }; Querystring: { wid?: string } }>(
    '/images/:tenant/:sku',
    async (request, reply) => {
      const tenant = tenantByPath.get(request.params.tenant);
      const product = tenant ? await app.catalogue.get(tenant.id, request.params.sku) : null;
      if (!product) return reply.apiError(404, 'NOT_FOUND');
      const initials = product.name
        .split(/\s+/)
        .slice(0, 2)
        .map((w) => w[0] ?? '')
        .join('')
        .toUpperCase();
      return sendSvg(reply, placeholder(initials, size(request.query.wid)));
    },
  );

  app.get<{ Params: { tenant: string; sku: string } }>('/images/:tenant/fallback/:sku', async (request, reply) => {
    if (!tenantByPath.has(request.params.tenant)) return reply.apiError(404, 'NOT_FOUND');
    return sendSvg(reply, placeholder('?', 120));
  });
}
