// Pure: the cart page's props (issue 34 item 5). Complete props for each line's quantity field, stepper, warranty choice,
// installation and removal; the summary; where "Ir a pagar" leads (login first for a guest) or "Cotizar" for a quoter.
import type { SnapshotFrom } from 'xstate';
import { quotesOnly, showsAllowance } from '../shared/shopper';
import { warrantyOptions, type WarrantyYears } from '../../rules/warranty';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';
import type { cartMachine } from './cart.machine';
import type { CartEvent, CartLine } from './cart.types';

const QUANTITY_ERROR_KEYS = {
  required: 'cart.quantityErrors.required',
  notInteger: 'cart.quantityErrors.notInteger',
  belowOne: 'cart.quantityErrors.belowOne',
  overStock: 'cart.quantityErrors.overStock',
} as const;

/** spec §8: "no stock", "add to cart", save changes; the texts are common's */
const LINE_ERROR_KEYS = {
  noStock: 'messages.noStock',
  addToCart: 'messages.addToCartError',
  save: 'messages.saveChangesError',
  remove: 'messages.saveChangesError',
} as const;

export function connectCart(snapshot: SnapshotFrom<typeof cartMachine>, send: (event: CartEvent) => void) {
  const { context } = snapshot;
  const cart = context.cart;
  const ready = snapshot.matches('ready');
  const saving = snapshot.matches('saving') || snapshot.matches('removing');
  const showLines = Boolean(cart && cart.lines.length > 0) && (ready || saving);
  const quoter = quotesOnly(context.viewer);

  const lineProps = (line: CartLine) => {
    const id = fieldId('cart', `quantity-${line.sku}`);
    const errorId = errorIdOf(id);
    const quantityError = context.quantityErrors[line.sku] ?? null;
    const busy = saving && context.pending?.sku === line.sku;
    const editable = line.available && ready;
    const lineError = context.lineError?.sku === line.sku ? LINE_ERROR_KEYS[context.lineError.kind] : null;
    return {
      ...line,
      isBusy: busy,
      quantity: {
        label: { htmlFor: id },
        input: {
          id,
          name: `quantity-${line.sku}`,
          value: context.drafts[line.sku] ?? String(line.quantity),
          inputMode: 'numeric' as const,
          disabled: !line.available,
          readOnly: saving,
          ...errorAria(errorId, quantityError !== null),
          onChange: (event: { target: { value: string } }) =>
            send({ type: 'quantity.change', sku: line.sku, value: event.target.value }),
        },
        error: {
          id: errorId,
          key: quantityError ? QUANTITY_ERROR_KEYS[quantityError] : null,
          values: { max: line.maxQuantity },
        },
      },
      decrement: {
        disabled: !editable || line.quantity <= 1,
        onClick: () => send({ type: 'quantity.decrement', sku: line.sku }),
      },
      increment: {
        disabled: !editable || line.quantity >= line.maxQuantity,
        onClick: () => send({ type: 'quantity.increment', sku: line.sku }),
      },
      remove: { disabled: !ready, onClick: () => send({ type: 'line.remove', sku: line.sku }) },
      /** spec §9: none or 1 to 3 years, each with its price per unit */
      warranty: line.warrantyEligible
        ? {
            select: {
              id: fieldId('cart', `warranty-${line.sku}`),
              name: `warranty-${line.sku}`,
              value: String(line.warrantyYears ?? 0),
              disabled: !editable,
              onChange: (event: { target: { value: string } }) =>
                send({
                  type: 'warranty.choose',
                  sku: line.sku,
                  years: Number(event.target.value) as 0 | WarrantyYears,
                }),
            },
            options: [
              { years: 0, price: 0 },
              ...warrantyOptions(line.unitPrice).map((o) => ({ years: o.years as number, price: o.price })),
            ],
          }
        : null,
      installation: line.installationEligible
        ? {
            checkbox: {
              id: fieldId('cart', `installation-${line.sku}`),
              name: `installation-${line.sku}`,
              checked: line.installation,
              disabled: !editable,
              onChange: () => send({ type: 'installation.toggle', sku: line.sku }),
            },
            price: line.installationOfferPrice,
          }
        : null,
      lineErrorKey: lineError,
    };
  };

  const hasQuantityErrors = Object.keys(context.quantityErrors).length > 0;
  const available = cart?.lines.filter((l) => l.available) ?? [];
  return {
    tenant: context.tenant,
    isLoading: snapshot.matches('loading'),
    isLoadFailed: snapshot.matches('loadFailed'),
    isEmpty: snapshot.matches('empty'),
    isSaving: saving,
    lines: showLines ? (cart?.lines ?? []).map(lineProps) : [],
    summary: showLines
      ? {
          count: cart!.count,
          total: cart!.total,
          currency: cart!.currency ?? context.tenant.currency,
          unavailable: cart!.lines.length - available.length,
        }
      : null,
    /** spec §6: a company's quoter quotes instead of paying */
    isQuoter: quoter,
    /** spec §6: a buyer sees what remains of its maximum purchase amount */
    showAllowance: showsAllowance(context.viewer),
    /** a guest signs in first (its cart is merged at sign-in) */
    checkoutTarget: context.viewer.signedIn ? ('checkout' as const) : ('login' as const),
    canCheckout: ready && !hasQuantityErrors && available.length > 0,
    retry: () => send({ type: 'load.retry' }),
  };
}
