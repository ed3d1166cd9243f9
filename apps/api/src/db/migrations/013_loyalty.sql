-- Loyalty (commerce-core.md §3 Loyalty, §7 "GET transaction list; GET transaction by transaction_id;
-- GET personal pricing client (reads ppr_coupon_result)"): each customer's points transactions and
-- personal coupons, seeded per customer (src/customer/loyalty.ts).
CREATE TABLE loyalty_transaction (
  transaction_id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  type text NOT NULL CHECK (type IN ('earned', 'spent', 'expired', 'granted')),
  points integer NOT NULL,
  balance integer NOT NULL,
  description text NOT NULL,
  order_increment_id text,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX loyalty_transaction_customer ON loyalty_transaction (customer_id, created_at DESC);
CREATE TABLE personal_coupon (
  customer_id integer NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  code text NOT NULL,
  description text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
  discount_amount numeric(12, 2) NOT NULL,
  expires_at timestamptz,
  PRIMARY KEY (customer_id, code)
);
