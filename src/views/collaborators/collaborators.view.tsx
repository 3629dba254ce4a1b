// spec §2, §3, §6, §8: the collaborators page: the list with type and status (loading, empty and error states), the
// create/edit modal and the delete confirmation modal. Renders and sends only (STYLE.md §8): decisions are the machine's.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../i18n/format';
import { connectCollaborators } from '../../machines/collaborators/collaborators.connect';
import type { collaboratorsMachine } from '../../machines/collaborators/collaborators.machine';
import type { FormField } from '../../machines/collaborators/collaborators.types';
import { FieldError } from '../shared/form-field';
import './collaborators.css';
import { ValidatedForm } from '../shared/validated-form';
import { RetryBanner } from '../shared/banners';

type Api = ReturnType<typeof connectCollaborators>;

function Field({
  api,
  field,
  label,
  as = 'input',
  children,
  hint,
}: {
  api: Api;
  field: FormField;
  label: string;
  as?: 'input' | 'select';
  children?: React.ReactNode;
  hint?: string;
}) {
  // the rules namespace holds the field messages (spec §5); load it with this one
  const { t } = useTranslation(['company', 'rules']);
  const { errorId, errorKey, readOnly, ...props } = api.getFieldProps(field);
  const error = errorKey ? t((errorKey.includes(':') ? errorKey : `rules:${errorKey}`) as never) : null;
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {label}
        {props.required ? ' *' : ''}
      </label>
      {as === 'select' ? (
        <select {...props}>{children}</select>
      ) : (
        <input
          {...props}
          readOnly={readOnly}
          type={field === 'email' ? 'email' : 'text'}
          inputMode={field === 'maximumPurchaseAmount' || field === 'phone' ? 'decimal' : undefined}
        />
      )}
      {hint ? <span className="field__hint">{hint}</span> : null}
      <FieldError id={errorId} text={error} />
    </div>
  );
}

export function CollaboratorsView({ actorRef }: { actorRef: ActorRefFrom<typeof collaboratorsMachine> }) {
  const { t, i18n } = useTranslation('company');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCollaborators(snapshot, actorRef.send);
  const money = (amount: number | null) =>
    amount === null || !api.currency
      ? '—'
      : formatMoney(amount, { locale: i18n.language as never, currency: api.currency as never });

  return (
    <div className="collaborators">
      <h1>{t('collaborators.title')}</h1>
      <p>{t('collaborators.intro')}</p>
      {api.isLoading ? (
        <p role="status" aria-busy="true">
          {t('collaborators.loading')}
        </p>
      ) : null}
      {api.loadFailed ? (
        <RetryBanner
          text={t('collaborators.loadFailed')}
          retryLabel={t('collaborators.retry')}
          onRetry={api.retry}
          as="div"
          buttonClassName="button-secondary"
        />
      ) : null}
      {api.isReady ? (
        <>
          <button type="button" className="button-primary" onClick={api.add}>
            {t('collaborators.add')}
          </button>
          {api.isEmpty ? (
            <p data-testid="collaborators-empty">{t('collaborators.empty')}</p>
          ) : (
            <div className="table-scroll" role="region" tabIndex={0} aria-labelledby="collaborators-caption">
              <table>
                <caption id="collaborators-caption">{t('collaborators.table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('collaborators.table.name')}</th>
                    <th scope="col">{t('collaborators.table.email')}</th>
                    <th scope="col">{t('collaborators.table.userType')}</th>
                    <th scope="col">{t('collaborators.table.status')}</th>
                    <th scope="col">{t('collaborators.table.limit')}</th>
                    <th scope="col">{t('collaborators.table.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {api.collaborators.map((c) => {
                    const name = `${c.firstName} ${c.lastName}`;
                    return (
                      <tr key={c.id} data-email={c.email}>
                        <th scope="row">{name}</th>
                        <td>
                          <CellLabel text={t('collaborators.table.email')} />
                          {c.email}
                          {c.onboarded ? null : <small> · {t('collaborators.table.pending')}</small>}
                        </td>
                        <td>
                          <CellLabel text={t('collaborators.table.userType')} />
                          {t(`collaborators.userType.${c.userType}`)}
                        </td>
                        <td>
                          <CellLabel text={t('collaborators.table.status')} />
                          {t(`collaborators.status.${c.status}`)}
                        </td>
                        <td>
                          <CellLabel text={t('collaborators.table.limit')} />
                          {c.userType === 'buyer' ? money(c.maximumPurchaseAmount) : '—'}
                        </td>
                        <td className="collaborators__actions">
                          <button
                            type="button"
                            className="link"
                            aria-label={t('collaborators.editLabel', { name })}
                            onClick={() => api.edit(c.id)}
                          >
                            {t('collaborators.edit')}
                          </button>{' '}
                          <button
                            type="button"
                            className="link"
                            aria-label={t('collaborators.deleteLabel', { name })}
                            onClick={() => api.remove(c.id)}
                          >
                            {t('collaborators.delete')}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}

      {api.formOpen ? (
        <div role="dialog" aria-modal="true" aria-labelledby="collaborator-form-title" className="modal modal--wide">
          <ValidatedForm noValidate onSubmit={api.submit} aria-busy={api.isSaving || undefined}>
            <h2 id="collaborator-form-title">
              {t(api.isCreating ? 'collaborators.form.createTitle' : 'collaborators.form.editTitle')}
            </h2>
            <p>{t('collaborators.form.requiredNote')}</p>
            {api.failure ? (
              <p className="banner banner--error" role="alert">
                {t(`collaborators.errors.${api.failure}`)}
              </p>
            ) : null}
            {/* issue 16: pairs that read together side by side from 720 px (forms.css), one column below */}
            <div className="form-grid">
              <Field api={api} field="firstName" label={t('collaborators.form.firstName')} />
              <Field api={api} field="lastName" label={t('collaborators.form.lastName')} />
              <Field
                api={api}
                field="email"
                label={t('collaborators.form.email')}
                hint={api.isCreating ? t('collaborators.form.emailHint') : undefined}
              />
              <Field api={api} field="phone" label={t('collaborators.form.phone')} />
              <Field api={api} field="companyDocument" label={t('collaborators.form.companyDocument')} />
              <Field api={api} field="defaultWorkSite" label={t('collaborators.form.defaultWorkSite')} />
              <Field api={api} field="userType" label={t('collaborators.form.userType')} as="select">
                <option value="superUser">{t('collaborators.userType.superUser')}</option>
                <option value="buyer">{t('collaborators.userType.buyer')}</option>
                <option value="quoter">{t('collaborators.userType.quoter')}</option>
              </Field>
              <Field api={api} field="status" label={t('collaborators.form.status')} as="select">
                <option value="active">{t('collaborators.status.active')}</option>
                <option value="inactive">{t('collaborators.status.inactive')}</option>
              </Field>
              {api.showsAmount ? (
                <Field
                  api={api}
                  field="maximumPurchaseAmount"
                  label={t('collaborators.form.maximumPurchaseAmount', { currency: api.currency })}
                />
              ) : null}
            </div>
            <button type="submit" className="button-primary" disabled={api.isSaving}>
              {t(api.isSaving ? 'collaborators.form.saving' : 'collaborators.form.save')}
            </button>{' '}
            <button type="button" className="button-secondary" onClick={api.cancel} disabled={api.isSaving}>
              {t('collaborators.form.cancel')}
            </button>
          </ValidatedForm>
        </div>
      ) : null}

      {api.deleteOpen && api.deleting ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="collaborator-delete-title"
          aria-describedby="collaborator-delete-body"
          className="modal"
        >
          <h2 id="collaborator-delete-title">{t('collaborators.confirmDelete.title')}</h2>
          <p id="collaborator-delete-body">
            {t('collaborators.confirmDelete.body', {
              name: `${api.deleting.firstName} ${api.deleting.lastName}`,
              email: api.deleting.email,
            })}
          </p>
          {api.failure ? (
            <p className="banner banner--error" role="alert">
              {t(`collaborators.errors.${api.failure}`)}
            </p>
          ) : null}
          <button type="button" className="button-primary" onClick={api.confirmDelete} disabled={api.isDeleting}>
            {t(api.isDeleting ? 'collaborators.confirmDelete.deleting' : 'collaborators.confirmDelete.confirm')}
          </button>{' '}
          <button type="button" className="button-secondary" onClick={api.cancelDelete} disabled={api.isDeleting}>
            {t('collaborators.confirmDelete.cancel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A cell's column name, shown on a phone where the rows are stacked as cards (collaborators.css) and hidden from assistive
 * technology, which reads the column header itself: the cell's name stays its value.
 */
function CellLabel({ text }: { text: string }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {text}
    </span>
  );
}
