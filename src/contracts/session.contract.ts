// Session-management (spec §7, §4): CreateSession and GetSessionInfo below.
// (POST /api/auth/v1/validate, the refresh, is `Validate` in auth.contract.ts.)
import { boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';
import { ROLES } from '../rules/permissions';
import { CHANNELS } from './services';

/** An empty JSON body (or none): the tenant comes from x-tenant / ?tenant=, the channel from the `channel` header. */
export const SessionCreateRequest = object({});
export type SessionCreateRequest = Infer<typeof SessionCreateRequest>;

export const SessionUser = object({
  id: string(),
  email: string(),
  firstName: string(),
  lastName: string(),
  accountType: enums(['INDIVIDUAL', 'ORGANIZATION']),
  /** individual (personal shopper), owner (organization owner) or the collaborator type (spec §6) */
  role: enums(ROLES),
  companyId: nullable(string()),
});
export type SessionUser = Infer<typeof SessionUser>;

export const SessionInfo = object({
  /** false for a guest session (created by session/create, no login yet) */
  authenticated: boolean(),
  tenant: string(),
  channel: enums(CHANNELS),
  createdAt: string(),
  /** ISO time at which the session expires if unused */
  idleExpiresAt: string(),
  /** ISO time at which the session ends regardless of use */
  expiresAt: string(),
  idleTimeoutSeconds: number(),
  /** MOBILE only, and only from session/create: the id to send in `authorization`. WEB ids stay in the HttpOnly cookie. */
  sessionId: optional(string()),
  user: nullable(SessionUser),
  /** set while an agent impersonates the user (spec §6) */
  agentId: nullable(string()),
});
export type SessionInfo = Infer<typeof SessionInfo>;

/** The current live session of the same tenant (200), or a new guest session (201). */
export const CreateSession = defineEndpoint({
  method: 'POST',
  service: 'sessionManagement',
  path: '/v1/session/create',
  body: SessionCreateRequest,
  response: SessionInfo,
});
/** 401 { code: 'SESSION_EXPIRED', sessionTimeOut: true } without a live session; reading does not push the idle timeout. */
export const GetSessionInfo = defineEndpoint({
  method: 'GET',
  service: 'sessionManagement',
  path: '/v1/session/info',
  response: SessionInfo,
});
