// The one read behind signed-in-name.ts, in a module of its own that loads with it (the header's chunk does not carry the
// session contract).
import { GetSessionInfo } from '../../contracts/session.contract';
import { clientsFor } from '../../services/clients';
import { callEndpoint } from '../../services/http';

/** The signed-in person's first name, or null for a guest session. */
export async function readSignedInName(tenantId: string): Promise<string | null> {
  const info = await callEndpoint(clientsFor(tenantId).sessionManagement, GetSessionInfo);
  return info.authenticated && info.user ? info.user.firstName : null;
}
