// spec §2 companyDetails: the company's data form. Renders companyDetailsMachine; decides nothing. A failed submit shows the
// shared error summary and focuses the first invalid field, as the other forms do (ValidatedForm, issue 30).
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectCompanyDetails } from '../../machines/company-details/company-details.connect';
import type { companyDetailsMachine } from '../../machines/company-details/company-details.machine';
import { Dropdown } from '../dropdown/dropdown.view';
import { FieldError } from '../shared/form-field';
import { ValidatedForm } from '../shared/validated-form';
import { RetryBanner } from '../shared/banners';

export function CompanyDetailsView({ actorRef }: { actorRef: ActorRefFrom<typeof companyDetailsMachine> }) {
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation('rules');
  const api = connectCompanyDetails(
    useSelector(actorRef, (s) => s),
    actorRef.send,
    useId(),
  );
  return (
    <section
      className="company-details"
      aria-labelledby="company-details-title"
      aria-busy={api.isLoading || api.isSaving || api.isLoadingPlaces}
    >
      <h1 id="company-details-title">{t('companyDetails.title')}</h1>
      {api.isLoading ? <p role="status">{t('companyDetails.loading')}</p> : null}
      {api.loadFailed ? (
        <RetryBanner
          text={t('companyDetails.loadFailed')}
          retryLabel={t('companyDetails.retry')}
          onRetry={api.onRetry}
        />
      ) : null}
      {api.ready ? (
        <ValidatedForm noValidate onSubmit={api.onSubmit}>
          {api.document ? (
            <p data-testid="company-document">
              {t('companyDetails.document')}: <strong>{`${api.document.type} ${api.document.number}`}</strong>
            </p>
          ) : null}
          {api.listFailed ? (
            <p className="banner banner--error" role="alert">
              {t('companyDetails.placesFailed')}
            </p>
          ) : null}
          {api.fields.map(({ kind, field, options }) =>
            kind === 'dropdown' ? (
              // issue 32 item 2: a searchable list (ISIC classes in Peru and Colombia, CNAE in Brazil)
              <Dropdown
                key={field.input.name}
                label={t(field.label.key)}
                required={field.label.required}
                searchable
                name={field.input.name}
                options={options.map((o) => ({ value: o.value, label: o.text }))}
                value={field.input.value || null}
                disabled={field.input.disabled}
                invalid={field.input['aria-invalid']}
                errorText={field.error.key ? tr(field.error.key as 'field.required') : null}
                onSelect={(value) => field.input.onChange({ target: { value } })}
              />
            ) : (
              <div className="field" key={field.input.name}>
                <label htmlFor={field.label.htmlFor}>
                  {t(field.label.key)}
                  {field.label.required ? <span aria-hidden="true"> *</span> : null}
                </label>
                {kind === 'select' ? (
                  <select {...field.input}>
                    <option value="">{t('companyDetails.choose')}</option>
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.labelKey ? t(o.labelKey as 'companyDetails.choose') : o.text}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input type={field.input.name === 'companyPhone' ? 'tel' : 'text'} {...field.input} />
                )}
                <FieldError
                  id={field.error.id}
                  text={field.error.key ? tr(field.error.key as 'field.required') : null}
                />
              </div>
            ),
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              id={api.checkingAccount.id}
              name={api.checkingAccount.name}
              checked={api.checkingAccount.checked}
              disabled={api.checkingAccount.disabled}
              onChange={api.checkingAccount.onChange}
            />{' '}
            {t(api.checkingAccount.labelKey)}
          </label>
          {api.isLoadingPlaces ? <p role="status">{t('companyDetails.loadingPlaces')}</p> : null}
          <button type="submit" className="button button--primary" disabled={!api.canSubmit} aria-busy={api.isSaving}>
            {api.isSaving ? t('companyDetails.saving') : t('companyDetails.save')}
          </button>
        </ValidatedForm>
      ) : null}
    </section>
  );
}
