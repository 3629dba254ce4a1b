// spec §2 myProfile: the personal data form. Renders myProfileMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectMyProfile } from '../../machines/my-profile/my-profile.connect';
import type { myProfileMachine } from '../../machines/my-profile/my-profile.machine';
import { FieldError } from '../shared/form-field';
import { LocaleDateInput } from '../shared/locale-date-input';
import { ValidatedForm } from '../shared/validated-form';
import { FieldGroup } from '../shared/field-group';
import { RetryBanner } from '../shared/banners';

/** the contact group: Brazil's area code (DDD) beside the phone number */
const CONTACT = new Set<string>(['directDialing', 'primaryPhone']);

export function MyProfileView({ actorRef }: { actorRef: ActorRefFrom<typeof myProfileMachine> }) {
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation('rules');
  const { t: tc } = useTranslation('common');
  const api = connectMyProfile(
    useSelector(actorRef, (s) => s),
    actorRef.send,
    useId(),
  );
  const err = (key: string | null) => (key ? tr(key as 'address.required') : null);
  const label = (text: string, required: boolean) => (
    <>
      {text}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  return (
    <section className="my-profile" aria-labelledby="my-profile-title" aria-busy={api.isLoading || api.isSaving}>
      <h1 id="my-profile-title">{t('profile.title')}</h1>
      {api.isLoading ? <p role="status">{t('profile.loading')}</p> : null}
      {api.loadFailed ? (
        <RetryBanner text={t('profile.loadFailed')} retryLabel={t('profile.retry')} onRetry={api.onRetry} />
      ) : null}
      {api.ready ? (
        <ValidatedForm className="form--wide" noValidate onSubmit={api.onSubmit}>
          <p>
            {t('profile.email')}: <strong>{api.email}</strong>
            {api.emailChangeHref ? (
              <>
                {' '}
                <a href={api.emailChangeHref}>{tc('pages.emailChange')}</a>
              </>
            ) : null}
          </p>
          {(() => {
            type Text = (typeof api.textFields)[number];
            type Choice = typeof api.gender | typeof api.documentType | typeof api.countryOfResidence;
            const textField = ({ errorId, errorKey, labelKey, ...f }: Text) => (
              <div className="field" key={f.name}>
                <label htmlFor={f.id}>{label(t(labelKey), f.required)}</label>
                {f.name === 'dateOfBirth' ? (
                  <LocaleDateInput {...f} />
                ) : (
                  <input
                    type={f.name === 'primaryPhone' || f.name === 'directDialing' ? 'tel' : 'text'}
                    {...(f.name === 'directDialing' ? { inputMode: 'numeric' as const, maxLength: 2 } : {})}
                    {...f}
                  />
                )}
                <FieldError id={errorId} text={err(errorKey)} />
              </div>
            );
            const choice = ({ errorId, errorKey, labelKey, options, ...f }: Choice) => (
              <div className="field" key={f.name}>
                <label htmlFor={f.id}>{label(t(labelKey), f.required)}</label>
                <select {...f}>
                  <option value="">{t('profile.choose')}</option>
                  {options.map((o) => (
                    <option key={o} value={o}>
                      {f.name === 'gender'
                        ? t(`profile.genders.${o as 'MALE'}`)
                        : f.name === 'countryOfResidence'
                          ? t(`profile.countries.${o as 'CL'}`)
                          : o}
                    </option>
                  ))}
                </select>
                <FieldError id={errorId} text={err(errorKey)} />
              </div>
            );
            return (
              <>
                <FieldGroup name="personal">
                  {api.textFields.filter((f) => !CONTACT.has(f.name)).map(textField)}
                  {choice(api.gender)}
                  {choice(api.countryOfResidence)}
                </FieldGroup>
                <FieldGroup name="document" narrowFirst>
                  {choice(api.documentType)}
                  {[api.document, api.documentDniDv]
                    .filter((f) => f !== null)
                    .map(({ errorId, errorKey, labelKey, ...f }) => (
                      <div className="field" key={f.name}>
                        <label htmlFor={f.id}>{label(t(labelKey), f.required)}</label>
                        <input type="text" {...f} />
                        <FieldError id={errorId} text={err(errorKey)} />
                      </div>
                    ))}
                </FieldGroup>
                <FieldGroup name="contact" narrowFirst={api.textFields.some((f) => f.name === 'directDialing')}>
                  {api.textFields.filter((f) => CONTACT.has(f.name)).map(textField)}
                </FieldGroup>
              </>
            );
          })()}
          {api.flags.map(({ labelKey, ...f }) => (
            <label className="checkbox" key={f.name}>
              <input type="checkbox" {...f} /> {t(labelKey)}
            </label>
          ))}
          <button type="submit" className="button button--primary" disabled={api.isSaving} aria-busy={api.isSaving}>
            {api.isSaving ? t('profile.saving') : t('profile.save')}
          </button>
        </ValidatedForm>
      ) : null}
    </section>
  );
}
