// Issue 13, spec §7: saved cards (my-account payments, checkout save-card) and the card encryption keys
// (cryptoKeyManager/public, s/auth/v1/keys). Contracts: src/contracts/payment.contract.ts; decisions: docs/payments.md.
// The card number and security code exist here only as local variables between decrypt() and tokenise(): they are never
// logged, stored, echoed in an error, nor passed anywhere else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { is } from 'superstruct';
import { HEADERS } from '../../../src/contracts/services';
import {
  AddPaymentMethod,
  AddStoreCard,
  API_VERSIONS,
  DeletePaymentMethod,
  ENCRYPTED_HEADER_VALUE,
  EncryptedCardPayload,
  GetAuthKeys,
  GetCryptoPublicKey,
  ListPaymentMethods,
  SaveCardAtCheckout,
  SetPreferredPaymentMethod,
  type AddCardBody,
  type PaymentMethodsResponse,
} from '../../../src/contracts/payment.contract';
import { validateSavedCard } from '../../../src/rules/card';
import {
  cardTypesFor,
  checkCardTypeBrand,
  gatewayKindOf,
  isStoreCardType,
  validateSecurityCode,
} from '../../../src/rules/payment-method';
import { getTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { countAttempt } from '../lib/rate-limit-store';

const versionOk = (version: string | undefined) => (API_VERSIONS as readonly string[]).includes(version ?? '');

export default async function paymentRoutes(app: FastifyInstance) {
  const listFor = async (tenant: string, userId: string, addedId?: string): Promise<PaymentMethodsResponse> => ({
    paymentMethods: await app.paymentMethods.list(tenant, userId),
    ...(addedId ? { addedId } : {}),
  });

  route(app, GetCryptoPublicKey, {}, async ({ params }, _request, reply) => {
    if (!versionOk(params.version)) throw new ApiError(404, 'NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return app.paymentKeys.current();
  });

  route(app, GetAuthKeys, {}, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return { keys: await app.paymentKeys.jwks() };
  });

  route(app, ListPaymentMethods, { preHandler: app.authenticate }, async ({ params }, request) => {
    if (!versionOk(params.version)) throw new ApiError(404, 'NOT_FOUND');
    const auth = request.auth!;
    return listFor(auth.tenant, auth.userId);
  });

  /** Decrypts in memory, validates, tokenises and stores the token; `storeCard` says which endpoint was called. */
  async function addCard(
    body: AddCardBody,
    request: FastifyRequest,
    storeCard: boolean | null,
  ): Promise<PaymentMethodsResponse> {
    const auth = request.auth!;
    // issue 34 item 8: every attempt counts (saved or refused), per account and per client address, before anything is
    // decrypted or sent to the tokeniser, so the form cannot test card numbers one after another
    const limits = app.config.payments;
    const windowMs = limits.cardAddWindowMinutes * 60_000;
    const [byAccount, byAddress] = await Promise.all([
      countAttempt(app, `card-add|account|${auth.userId}`, windowMs),
      countAttempt(app, `card-add|address|${request.ip}`, windowMs),
    ]);
    if (byAccount > limits.cardAddsPerAccount || byAddress > limits.cardAddsPerAddress) {
      request.log.warn({ userId: auth.userId, byAccount, byAddress }, 'add-card attempts above the limit');
      throw new ApiError(429, 'CARD_LIMIT_REACHED');
    }
    if (request.headers[HEADERS.encrypted] !== ENCRYPTED_HEADER_VALUE)
      throw new ApiError(400, 'PAYMENT_DECRYPTION_ERROR');
    const tenant = getTenant(auth.tenant);
    const fields: Record<string, string> = {};
    if (
      !cardTypesFor(tenant.country).includes(body.cardType) ||
      (storeCard !== null && storeCard !== isStoreCardType(body.cardType))
    ) {
      fields.cardType = 'card.typeNotOffered';
    }

    const plaintext = await app.paymentKeys.decrypt(body.encryptedCard);
    let secret: unknown;
    try {
      secret = JSON.parse(new TextDecoder().decode(plaintext));
    } catch {
      secret = null;
    }
    plaintext.fill(0);
    if (!is(secret, EncryptedCardPayload)) throw new ApiError(400, 'PAYMENT_DECRYPTION_ERROR');

    const checked = validateSavedCard({ ...body, cardNumber: secret.cardNumber }, app.clock.now());
    if (!checked.ok) Object.assign(fields, checked.errors);
    const brand = checked.ok ? checked.value.brand : null;
    const code = validateSecurityCode(secret.securityCode, brand);
    if (!code.ok) fields.securityCode = code.error;
    if (checked.ok && !fields.cardType) {
      const fit = checkCardTypeBrand(body.cardType, checked.value.brand);
      if (!fit.ok) fields.cardNumber = fit.error;
    }
    // error keys only: never a value the user sent
    if (!checked.ok || Object.keys(fields).length > 0)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });

    const card = checked.value;
    const [month, year] = card.cardExpiry.split('/').map(Number) as [number, number];
    let tokenised;
    try {
      tokenised = await app.cardTokeniser.tokenise(
        {
          cardNumber: card.cardNumber,
          securityCode: secret.securityCode,
          expiryMonth: month,
          expiryYear: 2000 + year,
          holderName: card.cardHolderName,
        },
        { tenant: auth.tenant, userId: auth.userId },
      );
    } catch {
      throw new ApiError(422, 'PAYMENT_TOKENIZATION_ERROR');
    }
    const id = await app.paymentMethods.add(
      auth.tenant,
      auth.userId,
      {
        psp: tokenised.psp,
        token: tokenised.token,
        cardType: body.cardType,
        gatewayKind: gatewayKindOf(body.cardType, card.brand),
        brand: card.brand,
        lastFour: tokenised.lastFour,
        expiryMonth: month,
        expiryYear: 2000 + year,
        holderName: card.cardHolderName,
        documentType: card.documentType,
        documentNumber: card.documentNumber,
        favourite: card.favoriteCard,
      },
      limits.maxSavedCards,
    );
    if (id === null) {
      // the token made for this card is not kept: the provider's copy is dropped as a deleted card's is
      await app.cardTokeniser
        .remove(tokenised.token, { tenant: auth.tenant, userId: auth.userId })
        .catch(() => undefined);
      throw new ApiError(409, 'CARD_LIMIT_REACHED', { details: { limit: limits.maxSavedCards } });
    }
    request.log.info({ paymentMethodId: id, brand: card.brand, cardType: body.cardType }, 'card saved');
    return listFor(auth.tenant, auth.userId, id);
  }

  route(app, AddPaymentMethod, { preHandler: app.authenticate }, ({ body }, request) => addCard(body, request, false));
  route(app, AddStoreCard, { preHandler: app.authenticate }, ({ body }, request) => addCard(body, request, true));
  route(app, SaveCardAtCheckout, { preHandler: app.authenticate }, ({ body }, request) => addCard(body, request, null));

  route(app, DeletePaymentMethod, { preHandler: app.authenticate }, async ({ params }, request) => {
    if (!versionOk(params.version)) throw new ApiError(404, 'NOT_FOUND');
    const auth = request.auth!;
    const removed = await app.paymentMethods.remove(auth.tenant, auth.userId, params.id ?? '');
    if (!removed) throw new ApiError(404, 'NOT_FOUND');
    // the PSP is told after the row is gone; a failure there leaves an unused token at the PSP, never a card here
    await app.cardTokeniser
      .remove(removed.token, { tenant: auth.tenant, userId: auth.userId })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'PSP token release failed');
      });
    return listFor(auth.tenant, auth.userId);
  });

  route(app, SetPreferredPaymentMethod, { preHandler: app.authenticate }, async ({ body }, request) => {
    const auth = request.auth!;
    if (!(await app.paymentMethods.setFavourite(auth.tenant, auth.userId, body.paymentMethodId)))
      throw new ApiError(404, 'NOT_FOUND');
    return listFor(auth.tenant, auth.userId);
  });
}
