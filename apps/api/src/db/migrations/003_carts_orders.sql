CREATE TABLE cart (
  id serial PRIMARY KEY,
  -- Guests address their cart by this unguessable id; customers by the same id plus their token.
  token text NOT NULL UNIQUE,
  customer_id integer REFERENCES customer (id) ON DELETE CASCADE,
  store_code text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  coupon_code text,
  discount_codes jsonb NOT NULL DEFAULT '[]',
  shipping_address jsonb,
  billing_address jsonb,
  shipping_carrier_code text,
  shipping_method_code text,
  payment_method text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_customer ON cart (customer_id) WHERE is_active;

CREATE TABLE cart_item (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
  sku text NOT NULL,
  parent_sku text,
  qty integer NOT NULL CHECK (qty > 0),
  product_option jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_item_cart ON cart_item (cart_id);

CREATE SEQUENCE sales_order_number START 1;

CREATE TABLE sales_order (
  id serial PRIMARY KEY,
  increment_id text NOT NULL UNIQUE,
  -- The client's order id: a replayed order finds its first placement here.
  order_id text NOT NULL UNIQUE,
  customer_id integer REFERENCES customer (id) ON DELETE SET NULL,
  email text NOT NULL,
  store_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  currency_code text NOT NULL DEFAULT 'EUR',
  grand_total double precision NOT NULL,
  totals jsonb NOT NULL,
  body jsonb NOT NULL,
  reply jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_order_customer ON sales_order (customer_id, created_at DESC);

CREATE TABLE sales_order_item (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  sku text NOT NULL,
  name text NOT NULL,
  product_type text NOT NULL,
  qty integer NOT NULL,
  price_incl_tax double precision NOT NULL,
  row_total_incl_tax double precision NOT NULL
);

-- Replies to POSTs sent with an Idempotency-Key: a replay answers the stored reply.
CREATE TABLE idempotency_record (
  key text PRIMARY KEY,
  fingerprint text NOT NULL,
  status integer,
  reply jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
