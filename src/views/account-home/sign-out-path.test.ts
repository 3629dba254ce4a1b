// Issue 30: signing out while acting for a customer lands on the agent login, not the customer's.
import { describe, expect, it } from 'vitest';
import { loginPath, pagePath } from '../app/routes';
import { signOutPath } from './sign-out-path';

describe('signOutPath', () => {
  it('sends an agent acting for a customer back to the agent login', () => {
    expect(signOutPath('cl', { agentId: 'agent-1' })).toBe(pagePath('agentLogin', 'cl'));
    expect(signOutPath('cl', { agentId: 'agent-1' })).toBe('/cl/agent/login');
  });

  it('sends everyone else to the tenant login', () => {
    expect(signOutPath('pe-b2b', { agentId: null })).toBe(loginPath('pe-b2b'));
    expect(signOutPath('cl', null)).toBe(loginPath('cl'));
  });
});
