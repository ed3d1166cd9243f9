CREATE TABLE customer (
  id serial PRIMARY KEY,
  email text NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  password_hash text NOT NULL,
  group_id integer NOT NULL DEFAULT 1,
  store_id integer NOT NULL DEFAULT 9,
  website_id integer NOT NULL DEFAULT 1,
  -- Raised on a password change so tokens issued before it stop working.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_email ON customer (lower(email));

CREATE TABLE customer_address (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  firstname text NOT NULL,
  lastname text NOT NULL,
  street jsonb NOT NULL,
  city text NOT NULL,
  postcode text NOT NULL,
  country_id text NOT NULL,
  telephone text,
  company text,
  vat_id text,
  region jsonb,
  is_default boolean NOT NULL DEFAULT false,
  address_type text NOT NULL DEFAULT 'DELIVERY' CHECK (address_type IN ('DELIVERY', 'SHIPPING')),
  default_billing boolean NOT NULL DEFAULT false
);
CREATE INDEX customer_address_customer ON customer_address (customer_id);

CREATE TABLE password_reset (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE newsletter_subscriber (
  email text PRIMARY KEY,
  contact_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE review (
  id serial PRIMARY KEY,
  product_id integer NOT NULL,
  store_code text NOT NULL,
  title text NOT NULL,
  detail text NOT NULL,
  nickname text NOT NULL,
  customer_id integer REFERENCES customer (id) ON DELETE SET NULL,
  review_status integer NOT NULL DEFAULT 2,
  created_at timestamptz NOT NULL DEFAULT now()
);
