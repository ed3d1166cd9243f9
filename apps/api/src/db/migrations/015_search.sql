-- Product search relevance (commerce-core.md §9: fuzziness 2, minimum match 75%, boosts name 4,
-- sku 2, category name 1, min score 0.02) with PostgreSQL's own tools, the same on PGlite and a
-- server: fuzzystrmatch's Levenshtein distance for typos (fuzziness is an edit distance, which
-- pg_trgm's trigram similarity only approximates) and the text search stemmers (to_tsvector) for
-- plurals and stop words. fuzzystrmatch is trusted (PostgreSQL 13+): a database owner creates it
-- without superuser rights.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Every word (and its stem) of each product's name, sku and category names, per search index
-- (src/catalog/relevance/index-terms.ts writes it after the seed; a product's words point to it).
CREATE TABLE search_term (
  index_name text NOT NULL,
  word text NOT NULL,
  field text NOT NULL CHECK (field IN ('name', 'sku', 'category')),
  entity_id text NOT NULL,
  PRIMARY KEY (index_name, word, field, entity_id)
);

-- The distinct words of an index: a query term is matched against these (exact, prefix, typo),
-- then the few matching words lead to their products through search_term.
CREATE TABLE search_word (
  index_name text NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (index_name, word)
);
CREATE INDEX search_word_prefix ON search_word (index_name, word text_pattern_ops);
CREATE INDEX search_word_length ON search_word (index_name, length(word));

-- The search and recommendation service's simulator (src/search-service): the visitors it has
-- seen (presentation-content.md §3 "a session id and a customer id") and the notifications sent
-- to it (§7 "POST notification by type (add-to-cart, click, end)").
CREATE TABLE search_visitor (
  session_key text PRIMARY KEY,
  customer_key text NOT NULL,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  requests integer NOT NULL DEFAULT 1
);
CREATE INDEX search_visitor_customer ON search_visitor (customer_key);
CREATE TABLE search_notification (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('add-to-cart', 'click', 'end')),
  ticket text,
  product_key text,
  session_key text NOT NULL,
  customer_key text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX search_notification_session ON search_notification (session_key, id);

-- Listing filters (category, visibility, status, colour…) are containment tests on the light
-- projection (src/catalog/search-sql.ts containmentSql): indexed, a category listing reads its
-- own products instead of decompressing every product of the index (bench/search.ts). Without
-- fastupdate: the seed's rows would wait in GIN's pending list, which the planner prices as a
-- full read (PGlite has no autovacuum to merge it), and a seq scan would win.
CREATE INDEX catalog_document_filter ON catalog_document USING gin (filter_doc jsonb_path_ops) WITH (fastupdate = off);
-- The projection is read by every filter of every listed row: kept uncompressed in the row (it
-- is ~1.5 KB; the whole document is what TOAST compresses or moves out), so a condition does not
-- decompress it again for each field it reads. Rows written before this migration keep theirs
-- until they are written again.
ALTER TABLE catalog_document ALTER COLUMN filter_doc SET STORAGE PLAIN;
