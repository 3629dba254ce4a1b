// spec §3 (Saved payment card), §7 (my-account payments, cryptoKeyManager, s/auth/v1/keys, checkout save-card, x-encrypted),
// issue 13. The card number and security code travel only inside `encryptedCard`, a compact JWE made in the browser with the
// server's public key (docs/payments.md); every other field is what the card's owner typed and may be kept.
import { array, boolean, enums, nullable, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { CARD_OWNER_DOCUMENT_TYPES, CARD_TYPES } from '../rules/payment-method';
import { defineEndpoint } from './endpoint';

/** spec §7: the header that marks a body carrying encrypted card data; its value names the scheme. */
export const ENCRYPTED_HEADER_VALUE = 'jwe';
/** The JWE algorithms the browser uses (docs/payments.md): ECDH-ES key agreement on P-256 wrapping an AES-256-GCM key. */
export const CARD_JWE_ALG = 'ECDH-ES+A256KW';
export const CARD_JWE_ENC = 'A256GCM';

/** A public JWK (EC P-256). */
export const PublicJwk = object({
  kty: string(),
  crv: optional(string()),
  x: optional(string()),
  y: optional(string()),
  kid: string(),
  alg: string(),
  use: string(),
});
export type PublicJwk = Infer<typeof PublicJwk>;

export const PublicKeyResponse = object({
  kid: string(),
  alg: string(),
  enc: string(),
  publicKey: PublicJwk,
  /** ISO time after which the server stops handing out this key (it still decrypts until `decryptsUntil`) */
  expiresAt: string(),
  decryptsUntil: string(),
});
export type PublicKeyResponse = Infer<typeof PublicKeyResponse>;

/** What the browser puts inside the JWE. */
export const EncryptedCardPayload = object({
  cardNumber: size(string(), 0, 40),
  securityCode: size(string(), 0, 8),
});
export type EncryptedCardPayload = Infer<typeof EncryptedCardPayload>;

const JWE_COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export const AddCardBody = object({
  cardType: enums(CARD_TYPES),
  cardHolderName: size(string(), 1, 100),
  /** MM/AA */
  cardExpiry: pattern(string(), /^\d{2}\/\d{2}$/),
  documentType: enums(CARD_OWNER_DOCUMENT_TYPES),
  documentNumber: size(string(), 1, 20),
  phoneNumber: size(string(), 1, 20),
  email: size(string(), 3, 254),
  favoriteCard: boolean(),
  /** compact JWE of EncryptedCardPayload (spec §7 x-encrypted) */
  encryptedCard: size(pattern(string(), JWE_COMPACT), 50, 4000),
});
export type AddCardBody = Infer<typeof AddCardBody>;

export const PaymentMethod = object({
  id: string(),
  cardType: enums(CARD_TYPES),
  /** spec §3: payment-gateway kind (src/rules/payment-method.ts) */
  gatewayKind: string(),
  brand: string(),
  lastFour: string(),
  /** MM/AA */
  expiry: string(),
  holderName: string(),
  documentType: string(),
  favourite: boolean(),
  createdAt: string(),
});
export type PaymentMethod = Infer<typeof PaymentMethod>;

export const PaymentMethodsResponse = object({
  paymentMethods: array(PaymentMethod),
  /** the id of the card the call added, if any */
  addedId: optional(nullable(string())),
});
export type PaymentMethodsResponse = Infer<typeof PaymentMethodsResponse>;

/** spec §7: GET /{version}/cryptoKeyManager/public (my-account). */
export const GetCryptoPublicKey = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:version/cryptoKeyManager/public',
  response: PublicKeyResponse,
});

/** spec §7: s/auth/v1/keys, the JWKS of every key that still decrypts. */
export const GetAuthKeys = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/auth/v1/keys',
  response: object({ keys: array(PublicJwk) }),
});

/** spec §7: /{version}/users/payment-methods (list). */
export const ListPaymentMethods = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:version/users/payment-methods',
  response: PaymentMethodsResponse,
});

/** spec §7: POST /v2/users/payment-methods, a credit or debit card. */
export const AddPaymentMethod = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v2/users/payment-methods',
  body: AddCardBody,
  response: PaymentMethodsResponse,
});

/** spec §7: /v2/users/payment-methods/cmr-card, a store card (CMR, or SORIANA in Mexico). */
export const AddStoreCard = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v2/users/payment-methods/cmr-card',
  body: AddCardBody,
  response: PaymentMethodsResponse,
});

/** spec §7 checkout: /v1/payments/save-card, the same saving from the checkout service. */
export const SaveCardAtCheckout = defineEndpoint({
  method: 'POST',
  service: 'checkout',
  path: '/v1/payments/save-card',
  body: AddCardBody,
  response: PaymentMethodsResponse,
});

/** spec §7: DELETE /{version}/users/payment-methods/{id}. Another account's id answers 404 NOT_FOUND. */
export const DeletePaymentMethod = defineEndpoint({
  method: 'DELETE',
  service: 'myAccount',
  path: '/:version/users/payment-methods/:id',
  response: PaymentMethodsResponse,
});

/** spec §7: /v3/users/payment-methods/preferred-payment-method; spec §4 one favourite card. */
export const SetPreferredPaymentMethod = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/v3/users/payment-methods/preferred-payment-method',
  body: object({ paymentMethodId: string() }),
  response: PaymentMethodsResponse,
});

export const API_VERSIONS = ['v1', 'v2', 'v3'] as const;
/** Expiry as shown: MM/AA. */
export const formatExpiryMonthYear = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
