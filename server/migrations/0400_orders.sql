-- Orders and post-sale (issue 11; spec §3 Order, Bank refund data; §4 order states). The real order system is outside this
-- product: our server keeps orders here, written by the operator command (npm run orders) and the demo seed.
--
-- Order and line states (spec §4): paymentPending, paymentConfirmed, preparing, onTheRoute, delivered, closed, canceled,
-- expired, return; a line may also be cancellationRequested (it then carries its ticket). status_group is the list filter
-- of spec §4 (active, completed, cancelled/returns), derived by the database so it can never drift from status.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  -- digits only (spec §5 order search); random, not a counter, so numbers are not guessable in sequence
  order_number text NOT NULL CHECK (order_number ~ '^[0-9]{6,20}$'),
  -- who placed it; for a company order, the collaborator (or owner) who bought
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('paymentPending', 'paymentConfirmed', 'preparing', 'onTheRoute', 'delivered', 'closed',
    'canceled', 'expired', 'return')),
  status_group text GENERATED ALWAYS AS (
    CASE
      WHEN status IN ('delivered', 'closed') THEN 'completed'
      WHEN status IN ('canceled', 'expired', 'return') THEN 'cancelled'
      ELSE 'active'
    END
  ) STORED,
  placed_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  currency text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('creditCard', 'debitCard', 'cmrCard', 'bankTransfer', 'cash',
    'purchaseOrder')),
  delivery_method text NOT NULL CHECK (delivery_method IN ('homeDelivery', 'storePickup')),
  -- the delivery address or pickup store as one line of text (personal data: never shown to a guest)
  delivery_place text NOT NULL,
  delivery_cost numeric(14, 2) NOT NULL CHECK (delivery_cost >= 0),
  subtotal numeric(14, 2) NOT NULL CHECK (subtotal >= 0),
  total numeric(14, 2) NOT NULL CHECK (total >= 0),
  estimated_delivery date,
  CONSTRAINT orders_tenant_number_key UNIQUE (tenant, order_number)
);

-- The list query (docs/orders.md): by tenant and owner (user or company), optionally by status group, newest first.
CREATE INDEX orders_user_list_idx ON orders (tenant, user_id, placed_at DESC, id DESC);
CREATE INDEX orders_user_group_list_idx ON orders (tenant, user_id, status_group, placed_at DESC, id DESC);
CREATE INDEX orders_company_list_idx ON orders (tenant, company_id, placed_at DESC, id DESC) WHERE company_id IS NOT NULL;
CREATE INDEX orders_company_group_list_idx ON orders (tenant, company_id, status_group, placed_at DESC, id DESC)
  WHERE company_id IS NOT NULL;

CREATE SEQUENCE order_ticket_number_seq START 100001;

-- A cancellation request (spec §3: cancellation request with ticket number).
CREATE TABLE order_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  ticket_number text NOT NULL UNIQUE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  comment text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunded', 'closed')),
  -- how the money goes back (spec §9 refund timings): cardReversal, storeCredit, purchaseOrder, bankTransfer
  refund_method text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX order_tickets_order_idx ON order_tickets (order_id);

CREATE TABLE order_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_number integer NOT NULL CHECK (line_number > 0),
  sku text NOT NULL REFERENCES products (sku),
  -- the name and price as sold (the catalogue may change later)
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
  state text NOT NULL CHECK (state IN ('paymentPending', 'paymentConfirmed', 'preparing', 'onTheRoute', 'delivered', 'closed',
    'canceled', 'expired', 'return', 'cancellationRequested')),
  -- spec §4: cancellation only while preparing and not yet out of the warehouse
  left_warehouse boolean NOT NULL DEFAULT false,
  ticket_id uuid REFERENCES order_tickets (id) ON DELETE SET NULL,
  CONSTRAINT order_lines_number_key UNIQUE (order_id, line_number),
  -- a cancellation request always names its ticket
  CONSTRAINT order_lines_ticket_check CHECK (state <> 'cancellationRequested' OR ticket_id IS NOT NULL)
);
CREATE INDEX order_lines_ticket_idx ON order_lines (ticket_id) WHERE ticket_id IS NOT NULL;

-- The bank data a refund by transfer needs (spec §3 Bank refund data), one row per ticket. Personal data: the account number is
-- never logged and never sent back whole (answers show its last 4 digits); the row goes with its ticket.
CREATE TABLE order_refund_accounts (
  ticket_id uuid PRIMARY KEY REFERENCES order_tickets (id) ON DELETE CASCADE,
  country text NOT NULL,
  bank_code text,
  bank_name text NOT NULL,
  account_type text NOT NULL,
  account_number text NOT NULL,
  holder_name text NOT NULL,
  holder_document_type text NOT NULL,
  holder_document text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Tracking timeline (GET /{tenant}/orders/{orderNumber}/tracking): one event per state change of the order or a line.
CREATE TABLE order_tracking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_id uuid REFERENCES order_lines (id) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX order_tracking_events_order_idx ON order_tracking_events (order_id, at, id);

-- Invoice (company) or receipt (person), one per order once payment is confirmed; the PDF is drawn on request.
CREATE TABLE order_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('invoice', 'receipt')),
  document_number text NOT NULL,
  issued_at timestamptz NOT NULL
);
