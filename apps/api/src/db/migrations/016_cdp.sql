-- The customer-data platform's simulator (presentation-content.md §7 Customer-data platform):
-- a contact per customer (its external_id) or newsletter address, with its enriched attributes.

CREATE TABLE cdp_contact (
  contact_id text PRIMARY KEY,
  external_id text UNIQUE,
  email text,
  favstore text,
  favbrand text,
  -- Any other attribute a PATCH sets, kept as given.
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
