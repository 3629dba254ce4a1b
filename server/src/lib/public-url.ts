// The absolute address of a storefront page for a mail or a redirect: PUBLIC_BASE_URL when configured (the origin users
// reach, behind a proxy), else the origin the request came to (as the social login's callback builds it).
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function publicUrl(app: FastifyInstance, request: FastifyRequest, path: string): string {
  const base = app.config.oidc.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
