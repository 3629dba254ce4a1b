// Account pages require a session (spec §2, §6): the loader asks session-management for the session info
// (GetSessionInfo, GET /api/session/v1/session/info); 401 (no session, or spec §4's sessionTimeOut) or a guest session sends
// the user to login with ?returnTo=. Loaded lazily, so that the public routes (login) do not carry the HTTP layer for it.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { GetSessionInfo, type SessionInfo } from '../../contracts/session.contract';
import { clientsFor } from '../../services/clients';
import { isHttpError } from '../../services/errors';
import { callEndpoint } from '../../services/http';
import { findTenant } from '../../tenants/tenants';
import { loginPath } from './routes';

export interface SessionRouteData {
  session: SessionInfo;
}

export async function requireSession({ request, params }: LoaderFunctionArgs): Promise<SessionRouteData | null> {
  const tenant = findTenant(params.tenant);
  if (!tenant) return null; // the shell already shows page-not-available for an unknown tenant
  const url = new URL(request.url);
  const toLogin = () => redirect(loginPath(tenant.id, url.pathname + url.search));
  const client = clientsFor(tenant.id).sessionManagement;
  let session: SessionInfo;
  try {
    session = await callEndpoint(client, GetSessionInfo, { signal: request.signal });
  } catch (error) {
    if (isHttpError(error) && error.status === 401) throw toLogin();
    throw error;
  }
  if (!session.authenticated || !session.user) throw toLogin();
  return { session };
}
