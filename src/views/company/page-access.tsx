// spec §6, issue 14: a page a role may not use says so (instead of breaking or calling the server for a 403). The rule is
// src/rules/permissions.ts, the same table the server enforces. The account home's links can use `visibleAccountPages`.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { SessionInfo } from '../../contracts/session.contract';
import { canSeePage, pageRefusal, type Role, type Subject } from '../../rules/permissions';
import type { SessionRouteData } from '../app/session-guard';
import { pagePath } from '../app/routes';
import { useTenant } from '../shell/use-tenant';

/** Who the session is, for the permission table (null when signed out). */
export function subjectOf(session: Pick<SessionInfo, 'user' | 'agentId'> | null | undefined): Subject | null {
  const role = session?.user?.role as Role | undefined;
  return role ? { role, agentId: session?.agentId ?? null } : null;
}

/** The page keys of `keys` the session may use (for the account home's links). */
export function visibleAccountPages<K extends string>(
  keys: readonly K[],
  session: Pick<SessionInfo, 'user' | 'agentId'> | null | undefined,
): K[] {
  const subject = subjectOf(session);
  return keys.filter((key) => canSeePage(subject, key));
}

/** `reason` companyOnly: a personal account opened a company page (it has no company administrator to ask). */
export function ForbiddenNotice({ reason = 'role' }: { reason?: 'companyOnly' | 'role' }) {
  const { t } = useTranslation('company');
  const tenant = useTenant();
  return (
    <section className="page" data-page="forbidden" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title">{t('forbidden.title')}</h1>
      <p>{reason === 'companyOnly' ? t('forbidden.companyOnly') : t('forbidden.body')}</p>
      <Link to={pagePath('myAccount', tenant.id)}>{t('forbidden.back')}</Link>
    </section>
  );
}

/** Renders `children` when the signed-in role may use `pageKey`, else the forbidden notice. */
export function PageAccess({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const { session } = useLoaderData() as SessionRouteData;
  const refusal = pageRefusal(subjectOf(session), pageKey);
  return refusal === null ? <>{children}</> : <ForbiddenNotice reason={refusal} />;
}
