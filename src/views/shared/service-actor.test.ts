// The one error mapper (issue 9): a failed call reaches the machine as { code, status, details, sessionTimeOut } and the
// original error reaches the session watcher; a flow's refinement adds to the failure without losing its code.
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError, SessionExpiredError } from '../../services/errors';
import { withLockMinutes } from '../login/login.flow';
import { failureOf, listed, listedIfAny, serviceActor } from './service-actor';

const apiError = (code: string, status: number, details?: Record<string, unknown>) =>
  new ApiError({ status, statusText: 'x', bodyText: '', code, details });

async function rejection(actor: ReturnType<typeof serviceActor<unknown>>) {
  return toPromise(createActor(actor).start()).then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

describe('serviceActor and failureOf (spec §8)', () => {
  it('keeps the catalogued code, status and details, and reports the original error', async () => {
    const reportError = vi.fn();
    const error = apiError('INVALID_CREDENTIALS', 401, { botCheckRequired: true });
    const failure = await rejection(serviceActor(env(reportError), () => Promise.reject(error)));
    expect(failure).toEqual({ code: 'INVALID_CREDENTIALS', status: 401, details: { botCheckRequired: true } });
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('applies a refinement to the mapped failure, not to an already mapped one (the login lock minutes)', async () => {
    const until = new Date(Date.now() + 3 * 60_000 - 1_000).toISOString();
    const failure = await rejection(
      serviceActor(
        env(),
        () => Promise.reject(apiError('ACCOUNT_REMAINS_LOCKED', 423, { lockedUntil: until })),
        (f) => withLockMinutes(f, Date.now()),
      ),
    );
    expect(failure).toMatchObject({ code: 'ACCOUNT_REMAINS_LOCKED', details: { lockMinutes: 3 } });
    const blocked = await rejection(
      serviceActor(
        env(),
        () => Promise.reject(apiError('EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR', 403)),
        (f) => withLockMinutes(f, 0),
      ),
    );
    expect(blocked).toMatchObject({ code: 'EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR' });
  });

  it('marks a session-expired answer and turns anything else into GENERIC_ERROR', () => {
    expect(
      failureOf(new SessionExpiredError({ status: 401, statusText: '', bodyText: '', code: 'SESSION_EXPIRED' })),
    ).toMatchObject({
      code: 'SESSION_EXPIRED',
      sessionTimeOut: true,
    });
    expect(failureOf(new Error('boom'))).toEqual({ code: 'GENERIC_ERROR' });
  });
});

function env(reportError: (error: unknown) => void = () => {}) {
  return { reportError };
}

describe('listed and listedIfAny (issue 29: a form value as a contract value, no cast)', () => {
  const KINDS = ['national', 'foreign'] as const;
  it('gives the member, leaves a blank optional choice out, and refuses a value outside the list', () => {
    expect(listed(KINDS, 'foreign')).toBe('foreign');
    expect(listedIfAny(KINDS, '  ')).toBeUndefined();
    expect(listedIfAny(KINDS, ' national ')).toBe('national');
    expect(() => listed(KINDS, 'other')).toThrow('"other" is not one of national, foreign');
  });
});
