-- Returns and exchanges of delivered orders (issue 31 item 5; spec §9: exchange 30 days, return 120 days from delivery for
-- purchases since 19 November 2020; refund timings). A request names lines of one order and how many units of each; what a
-- line may still give back is its delivered quantity minus what earlier requests named (the server checks it under a row
-- lock on the order, STYLE.md §21). The lines keep their own state: a request does not change the order's delivery record.
CREATE SEQUENCE order_return_number_seq START 200001;

CREATE TABLE order_returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  -- shown to the shopper: 'DV' and a number
  request_number text NOT NULL UNIQUE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('exchange', 'return')),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'refunded', 'closed')),
  -- pickup at home, or drop-off at one of the tenant's stores (its code and name as chosen)
  method text NOT NULL CHECK (method IN ('pickup', 'dropOff')),
  store_code text,
  store_name text,
  -- a return's refund (spec §9): method and dates computed when requested (src/rules/refund-dates.ts); null for an exchange
  refund_method text CHECK (refund_method IN ('storeCredit', 'purchaseOrder', 'cardReversal', 'bankTransfer')),
  refund_expected_date date,
  bank_data_deadline date,
  voucher_valid_until date,
  created_at timestamptz NOT NULL,
  -- the client's key for one request: a retried submit (the answer was lost) finds the request made instead of a second
  request_key uuid,
  CONSTRAINT order_returns_request_key UNIQUE (order_id, request_key),
  CONSTRAINT order_returns_store_check CHECK (method <> 'dropOff' OR store_code IS NOT NULL),
  CONSTRAINT order_returns_refund_check CHECK ((kind = 'return') = (refund_method IS NOT NULL AND refund_expected_date IS NOT NULL))
);
CREATE INDEX order_returns_order_idx ON order_returns (order_id, created_at);

CREATE TABLE order_return_lines (
  return_id uuid NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
  line_id uuid NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (return_id, line_id)
);
CREATE INDEX order_return_lines_line_idx ON order_return_lines (line_id);
