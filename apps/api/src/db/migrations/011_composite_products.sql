-- The bundles and grouped products of each index: an order finds the composites whose stock flag
-- follows the parts it sells (src/catalog/composite-stock.ts) among these, not among every product.
CREATE INDEX catalog_document_composite ON catalog_document (index_name) WHERE entity_type = 'product' AND (doc ->> 'type_id') IN ('bundle', 'grouped');
