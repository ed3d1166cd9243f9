-- Catalogue documents per search index (one index per store view), as a search engine holds them.
CREATE TABLE catalog_document (
  index_name text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  sku text,
  doc jsonb NOT NULL,
  PRIMARY KEY (index_name, entity_type, entity_id)
);
CREATE INDEX catalog_document_sku ON catalog_document (index_name, entity_type, sku);
CREATE INDEX catalog_document_doc ON catalog_document USING gin (doc jsonb_path_ops);

-- Stock per sku (default stock id 1). manage_stock false: always salable.
CREATE TABLE stock_item (
  sku text PRIMARY KEY,
  product_id integer NOT NULL,
  stock_id integer NOT NULL DEFAULT 1,
  qty integer NOT NULL,
  is_in_stock boolean NOT NULL,
  manage_stock boolean NOT NULL DEFAULT true,
  min_sale_qty integer NOT NULL DEFAULT 1,
  max_sale_qty integer NOT NULL DEFAULT 10000,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_item_product ON stock_item (product_id);

-- URL rewrites and redirect records per store view (redirect_type 0, 301 or 302).
CREATE TABLE url_rewrite (
  url_rewrite_id serial PRIMARY KEY,
  store_code text NOT NULL,
  request_path text NOT NULL,
  target_path text NOT NULL,
  redirect_type integer NOT NULL CHECK (redirect_type IN (0, 301, 302)),
  entity_type text NOT NULL,
  entity_id integer,
  UNIQUE (store_code, request_path)
);

CREATE TABLE coupon (
  code text PRIMARY KEY,
  label text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount double precision NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE discount_code (
  code text PRIMARY KEY,
  label text NOT NULL,
  amount double precision NOT NULL
);

CREATE TABLE server_setting (
  key text PRIMARY KEY,
  value text NOT NULL
);
