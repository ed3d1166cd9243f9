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
-- URL rewrites and redirect records live in the index too (entity type url_rewrite), found by request_path.
CREATE INDEX catalog_document_request_path ON catalog_document (index_name, (doc ->> 'request_path')) WHERE entity_type = 'url_rewrite';

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
