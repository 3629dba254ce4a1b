// spec §2, §6: where signing out lands. An agent acting for a customer (impersonation) signs out of the customer's account
// back to the agent login, not to the customer's login (issue 30); anyone else lands on the tenant's login.
import type { SessionInfo } from '../../contracts/session.contract';
import { loginPath, pagePath } from '../app/routes';

export function signOutPath(tenantId: string, session: Pick<SessionInfo, 'agentId'> | null | undefined): string {
  return session?.agentId ? pagePath('agentLogin', tenantId) : loginPath(tenantId);
}
