-- A light copy of each document without its bulky parts, kept by PostgreSQL itself: filters,
-- sorts and aggregations on top-level fields read it instead of decompressing whole product
-- documents. The key list is SEARCH_PROJECTION_DROPS in src/catalog/search-sql.ts.
ALTER TABLE catalog_document ADD COLUMN filter_doc jsonb GENERATED ALWAYS AS (
  doc - '{configurable_children,configurable_options,media_gallery,description,short_description,meta_description,bundle_options,custom_options,product_links,product_labels,tier_prices,children_data,options,rates}'::text[]
) STORED;
