// A session-management answer (spec §7 GetSessionInfo) for the shell's tests: Ana, a personal shopper of cl, or a guest.
import type { SessionInfo } from '../../contracts/session.contract';

export function sampleSessionInfo(authenticated = true): SessionInfo {
  return {
    authenticated,
    tenant: 'cl',
    channel: 'WEB',
    createdAt: '2026-11-21T10:00:00.000Z',
    idleExpiresAt: '2026-11-21T10:30:00.000Z',
    expiresAt: '2026-11-21T22:00:00.000Z',
    idleTimeoutSeconds: 1800,
    user: authenticated
      ? {
          id: 'u1',
          email: 'ana@example.cl',
          firstName: 'Ana',
          lastName: 'Rojas',
          accountType: 'INDIVIDUAL',
          role: 'individual',
          companyId: null,
        }
      : null,
    agentId: null,
  };
}
