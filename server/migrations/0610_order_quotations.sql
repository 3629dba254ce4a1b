-- Issue 15 (myQuotesStoreOrders): the quotation an order came from. An order comes from at most one quotation and a quotation
-- is bought once (a conversion to the cart happens once: quotations.converted_at), so one order per quotation.
ALTER TABLE orders ADD COLUMN quotation_id uuid REFERENCES quotations (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX orders_quotation_key ON orders (quotation_id) WHERE quotation_id IS NOT NULL;
