// Issue 13: the tokeniser is a PSP adapter (docs/payments.md). The card number and security code reach it in memory only,
// straight from the decrypted body; it answers with a token, and only the token is kept. A real gateway implements the same
// interface (its HTTP call in `tokenise`, its delete call in `remove`) and replaces the local one in this plugin.
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';

export interface CardToTokenise {
  /** digits only */
  cardNumber: string;
  securityCode: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

export interface TokenisedCard {
  /** the adapter's name, stored beside the token (payment_methods.psp) */
  psp: string;
  token: string;
  lastFour: string;
}

export interface TokeniseContext {
  tenant: string;
  userId: string;
}

/** What a payment service provider adapter implements. */
export interface CardTokeniser {
  readonly name: string;
  /** Verifies the card with the PSP (number, security code, expiry) and vaults it there; throws when the PSP refuses it. */
  tokenise(card: CardToTokenise, context: TokeniseContext): Promise<TokenisedCard>;
  /** Tells the PSP the token is no longer used (the card was deleted). Never throws for an unknown token. */
  remove(token: string, context: TokeniseContext): Promise<void>;
}

export class CardRefusedError extends Error {
  constructor() {
    super('the payment service refused the card');
    this.name = 'CardRefusedError';
  }
}

/**
 * Development and tests: a vault that keeps token -> owner and time, and nothing about the card (no number, no security
 * code, no fingerprint of them). Like the test mode of real gateways, one test number is refused: LOCAL_DECLINED_CARD.
 */
export const LOCAL_DECLINED_CARD = '4000000000000002';
export function createLocalTokeniser(): CardTokeniser & { size(): number } {
  const vault = new Map<string, { tenant: string; userId: string; createdAt: number }>();
  return {
    name: 'local',
    async tokenise(card, context) {
      if (card.cardNumber === LOCAL_DECLINED_CARD) throw new CardRefusedError();
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      vault.set(token, { tenant: context.tenant, userId: context.userId, createdAt: Date.now() });
      return { psp: 'local', token, lastFour: card.cardNumber.slice(-4) };
    },
    async remove(token) {
      vault.delete(token);
    },
    size: () => vault.size,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cardTokeniser: CardTokeniser;
  }
}

export default fp(
  async function paymentTokeniserPlugin(app) {
    app.decorate('cardTokeniser', createLocalTokeniser() as CardTokeniser);
  },
  { name: 'payment-tokeniser' },
);
