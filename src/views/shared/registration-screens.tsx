// The end and load-failure screens shared by the registration-family views (registration, lite and company registration,
// collaborator onboarding). Renders only: the texts arrive translated.
import type { ReactNode } from 'react';
import type { TenantConfig } from '../../tenants/tenant.types';
import { focusOnMount } from './focus-on-mount';

/** The success (or pending) screen: a title, a line, any further lines and, where the page has one, a button to go on. */
export function DoneScreen({
  title,
  body,
  href,
  linkLabel,
  children,
}: {
  title: string;
  body: string;
  href?: string;
  linkLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className="registration registration--done" aria-live="polite">
      {/* the form it replaces was long and the submit at its end: the heading takes the focus, which brings it into view */}
      <h1 ref={focusOnMount} tabIndex={-1}>
        {title}
      </h1>
      <p>{body}</p>
      {children}
      {href ? (
        <a className="button" href={href}>
          {linkLabel}
        </a>
      ) : null}
    </section>
  );
}

/** A tenant's support line: as the copy prints it, and its `tel:` link. */
export interface SupportPhone {
  display: string;
  href: string;
}

/** spec §9: the tenant's support line (its national number dialled after its prefix), or undefined where it has none. */
export function supportPhoneOf(tenant: Pick<TenantConfig, 'supportPhone' | 'phonePrefix'>): SupportPhone | undefined {
  const phone = tenant.supportPhone;
  return phone ? { display: phone, href: `tel:${tenant.phonePrefix}${phone.replace(/\D/g, '')}` } : undefined;
}

/** What the copy is translated with in place of `{{phone}}`, so that the number can go there as a link (no copy has it). */
const PHONE_SLOT = '\u0000';

/**
 * spec §9: a line whose copy gives the tenant's support line as `{{phone}}`: `text` translates it with the phone it is
 * given, and the number goes in that place as a `tel:` link (react-i18next's Trans would too, bringing its markup parser
 * into the route).
 */
export function SupportPhoneLine({ text, phone }: { text: (phone: string) => string; phone: SupportPhone }) {
  const [before, ...after] = text(PHONE_SLOT).split(PHONE_SLOT);
  return (
    <p className="registration__support">
      {before}
      <a href={phone.href}>{phone.display}</a>
      {after.join('')}
    </p>
  );
}

/** spec §8: thereWasAnErrorLoading, with a retry. */
export function LoadFailedScreen({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <section className="registration">
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </section>
  );
}

/**
 * While the form's first data loads (the consent templates): the line says so, and the block already takes the room the
 * form will take (forms.css `.form-loading`), so nothing beside or below it moves when the form arrives (issue 17, CLS).
 * `screen`: a long form (a screen's height at least); `step`: a wizard's first step (the lite registration's account step);
 * `step-consents`: that step with the consent block below it (Colombia's two templates).
 */
export function FormLoading({ label, size = 'screen' }: { label: string; size?: 'screen' | 'step' | 'step-consents' }) {
  return (
    <p className={`form-loading form-loading--${size}`} aria-busy="true">
      {label}
    </p>
  );
}

/**
 * Issue 29: what every registration shows before its form: the loading line while its data loads, the failed load with its
 * retry (spec §8 thereWasAnErrorLoading), or null once the form can show.
 */
export function registrationLoadGate({
  loading,
  failed,
  loadingLabel,
  size,
  failedMessage,
  retryLabel,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  loadingLabel: string;
  size?: 'screen' | 'step' | 'step-consents';
  failedMessage: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  if (loading) return <FormLoading label={loadingLabel} size={size} />;
  if (failed) return <LoadFailedScreen message={failedMessage} retryLabel={retryLabel} onRetry={onRetry} />;
  return null;
}
