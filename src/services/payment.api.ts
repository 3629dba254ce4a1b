// Issue 13, spec §3, §7: saved cards through the my-account service, and spec §3's local copy of the saved payment methods
// (one favourite with its type and a list of payments) that keeps no card number or security code.
import { HEADERS } from '../contracts/services';
import {
  AddPaymentMethod,
  AddStoreCard,
  DeletePaymentMethod,
  ENCRYPTED_HEADER_VALUE,
  GetCryptoPublicKey,
  ListPaymentMethods,
  SetPreferredPaymentMethod,
  type AddCardBody,
  type EncryptedCardPayload,
  type PaymentMethod,
} from '../contracts/payment.contract';
import { isStoreCardType } from '../rules/payment-method';
import { callEndpoint, type ServiceClient } from './http';

const VERSION = 'v2';

/** spec §3: the local copy. Only what the list shows: never a number or a security code. */
export interface PaymentLocalCopy {
  favourite: { id: string; type: PaymentMethod['cardType']; brand: string; lastFour: string } | null;
  payments: { id: string; type: PaymentMethod['cardType']; brand: string; lastFour: string; expiry: string }[];
}

export const localCopyKey = (tenant: string) => `cuenta.payments.${tenant}`;

export function toLocalCopy(methods: readonly PaymentMethod[]): PaymentLocalCopy {
  const favourite = methods.find((m) => m.favourite);
  return {
    favourite: favourite
      ? { id: favourite.id, type: favourite.cardType, brand: favourite.brand, lastFour: favourite.lastFour }
      : null,
    payments: methods.map((m) => ({
      id: m.id,
      type: m.cardType,
      brand: m.brand,
      lastFour: m.lastFour,
      expiry: m.expiry,
    })),
  };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
const browserStorage = (): KeyValueStorage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export function createPaymentApi(myAccount: ServiceClient, storage: KeyValueStorage | undefined = browserStorage()) {
  const remember = (methods: PaymentMethod[]): PaymentMethod[] => {
    try {
      storage?.setItem(localCopyKey(myAccount.tenant), JSON.stringify(toLocalCopy(methods)));
    } catch {
      // storage full or disabled: the copy is a convenience, the server is the truth
    }
    return methods;
  };
  return {
    list: async (signal?: AbortSignal) =>
      remember(
        (await callEndpoint(myAccount, ListPaymentMethods, { params: { version: VERSION }, signal })).paymentMethods,
      ),
    /**
     * The current public key, then a JWE of the number and security code (spec §7). Issue 17: jose, which makes the JWE,
     * is loaded here, beside the key's request, instead of with every page that lists cards (the account home among them).
     */
    encrypt: async (secret: EncryptedCardPayload, signal?: AbortSignal) => {
      const [key, { encryptCardSecret }] = await Promise.all([
        callEndpoint(myAccount, GetCryptoPublicKey, { params: { version: VERSION }, signal }),
        import('./payment-crypto'),
      ]);
      return encryptCardSecret(key, secret);
    },
    /** Credit and debit cards go to /v2/users/payment-methods, store cards to its cmr-card path. */
    add: async (body: AddCardBody, signal?: AbortSignal) => {
      const endpoint = isStoreCardType(body.cardType) ? AddStoreCard : AddPaymentMethod;
      const answer = await callEndpoint(myAccount, endpoint, {
        body,
        signal,
        headers: { [HEADERS.encrypted]: ENCRYPTED_HEADER_VALUE },
      });
      remember(answer.paymentMethods);
      return { savedId: answer.addedId ?? '', paymentMethods: answer.paymentMethods };
    },
    remove: async (id: string, signal?: AbortSignal) =>
      remember(
        (await callEndpoint(myAccount, DeletePaymentMethod, { params: { version: VERSION, id }, signal }))
          .paymentMethods,
      ),
    setFavourite: async (id: string, signal?: AbortSignal) =>
      remember(
        (await callEndpoint(myAccount, SetPreferredPaymentMethod, { body: { paymentMethodId: id }, signal }))
          .paymentMethods,
      ),
    /** spec §3's local copy, or null (nothing kept yet, or unreadable) */
    localCopy(): PaymentLocalCopy | null {
      try {
        const raw = storage?.getItem(localCopyKey(myAccount.tenant));
        return raw ? (JSON.parse(raw) as PaymentLocalCopy) : null;
      } catch {
        return null;
      }
    },
  };
}
export type PaymentApi = ReturnType<typeof createPaymentApi>;
