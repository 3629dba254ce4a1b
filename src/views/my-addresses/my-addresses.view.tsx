// spec §2 addresses: list, add, edit, delete, mark preferred. Renders myAddressesMachine and its child address modal.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { addressModalMachine } from '../../machines/address-modal/address-modal.machine';
import { connectMyAddresses } from '../../machines/my-addresses/my-addresses.connect';
import type { myAddressesMachine } from '../../machines/my-addresses/my-addresses.machine';
import type { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';
import { AddressModalView } from '../address-modal/address-modal.view';
import { ConfirmDialog } from '../shared/confirm-dialog';

export interface MyAddressesViewProps {
  actorRef: ActorRefFrom<typeof myAddressesMachine>;
  widgetMachine?: typeof postcodeWidgetMachine;
}

/** Issue 29: one action of an address card; `of` names the address in the accessible name where the label alone is vague. */
function CardAction({
  action,
  label,
  onClick,
  busy,
  of,
}: {
  action: string;
  label: string;
  onClick: () => void;
  busy: boolean;
  of?: string;
}) {
  return (
    <button
      type="button"
      className="link-button"
      data-action={action}
      onClick={onClick}
      disabled={busy}
      aria-label={of === undefined ? undefined : `${label} ${of}`}
    >
      {label}
    </button>
  );
}

export function MyAddressesView({ actorRef, widgetMachine }: MyAddressesViewProps) {
  const { t } = useTranslation('account');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectMyAddresses(snapshot, actorRef.send);
  const child = snapshot.children.addressModal as ActorRefFrom<typeof addressModalMachine> | undefined;
  // the modal is a machine in the app; tools that stand in for it with a plain answer show no modal
  const modal = child && typeof child.getSnapshot().matches === 'function' ? child : undefined;

  return (
    <section className="my-addresses" aria-labelledby="my-addresses-title" aria-busy={api.isLoading || api.isBusy}>
      <header className="my-addresses__header">
        <h1 id="my-addresses-title">{t('addresses.title')}</h1>
        <button type="button" className="button button--primary" onClick={api.onAdd} disabled={!api.canAdd}>
          {t('addresses.add')}
        </button>
      </header>
      {api.isLoading ? <p role="status">{t('addresses.loading')}</p> : null}
      {api.failureKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.failureKey)}{' '}
          {api.loadFailed ? (
            <button type="button" className="link-button" onClick={api.onRetry}>
              {t('addresses.retry')}
            </button>
          ) : (
            <button
              type="button"
              className="link-button"
              data-action="dismiss"
              onClick={api.onDismiss}
              aria-label={t('addresses.dismiss')}
            >
              ×
            </button>
          )}
        </p>
      ) : null}
      {api.isEmpty ? <p className="empty-state">{t('addresses.empty')}</p> : null}
      {api.addresses.length > 0 ? (
        <ul className="address-list" aria-label={t('addresses.listLabel')}>
          {api.addresses.map((a) => (
            <li
              key={a.id}
              className="address-card"
              data-testid="address-card"
              data-address-id={a.id}
              data-preferred={a.isDefaultAddress}
              aria-busy={a.isWorking}
            >
              <h2 className="address-card__name">
                {a.addressName} {a.isDefaultAddress ? <span className="badge">{t('addresses.preferred')}</span> : null}
              </h2>
              <p>{a.line}</p>
              <p>
                {a.area}
                {a.postcode ? ` · ${a.postcode}` : ''}
              </p>
              <div className="address-card__actions">
                {!a.isDefaultAddress ? (
                  <CardAction
                    action="prefer"
                    label={t('addresses.makePreferred')}
                    onClick={a.onPrefer}
                    busy={api.isBusy}
                  />
                ) : null}
                {(['edit', 'delete'] as const).map((action) => (
                  <CardAction
                    key={action}
                    action={action}
                    label={t(`addresses.${action}`)}
                    onClick={action === 'edit' ? a.onEdit : a.onDelete}
                    busy={api.isBusy}
                    of={a.addressName}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {api.confirmingDelete ? (
        <ConfirmDialog
          titleId="delete-address-title"
          bodyId="delete-address-body"
          title={t('addresses.confirmDelete.title', { name: api.confirmingDelete.addressName })}
          body={t('addresses.confirmDelete.body')}
        >
          <button type="button" className="button-secondary" onClick={api.onCancelDelete}>
            {t('addresses.confirmDelete.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={api.onConfirmDelete}>
            {t('addresses.confirmDelete.confirm')}
          </button>
        </ConfirmDialog>
      ) : null}
      {api.modalOpen && modal ? <AddressModalView actorRef={modal} widgetMachine={widgetMachine} /> : null}
    </section>
  );
}
