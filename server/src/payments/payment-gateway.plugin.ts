// Issue 34: the checkout's payment step is an adapter (docs/orders.md "Checkout"). It charges a saved card by its PSP token
// (payment_methods: the card number never reaches this server after it is tokenised, docs/payments.md). A real gateway
// implements the same interface (its HTTP charge call) and replaces the demo one in this plugin.
// The demo gateway accepts every token the tokeniser minted, except the documented test card that saves but is declined
// when charged: 4000 0000 0000 0341 (as in common gateways' test modes). The rule reads what is stored: its last four
// digits 0341, never a card number.
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';

export interface ChargeRequest {
  tenant: string;
  userId: string;
  /** the saved card's PSP and token */
  psp: string;
  token: string;
  lastFour: string;
  amount: number;
  currency: string;
  /** our order number, the charge's reference at the gateway */
  reference: string;
}

export type ChargeResult = { ok: true; authorisation: string } | { ok: false; reason: 'declined' };

export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The demo gateway's declined test card: saved like any card, declined at payment (docs/orders.md). */
export const DEMO_DECLINED_TEST_CARD = '4000000000000341';
export const DEMO_DECLINED_LAST_FOUR = DEMO_DECLINED_TEST_CARD.slice(-4);

export function createDemoGateway(): PaymentGateway {
  return {
    name: 'demo',
    async charge(request) {
      if (!request.token || request.lastFour === DEMO_DECLINED_LAST_FOUR || !(request.amount > 0))
        return { ok: false, reason: 'declined' };
      return { ok: true, authorisation: `auth_${randomBytes(9).toString('base64url')}` };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

export default fp(
  async function paymentGatewayPlugin(app) {
    app.decorate('paymentGateway', createDemoGateway());
  },
  { name: 'payment-gateway' },
);
