-- A customer has one active cart, enforced: concurrent cart/create calls meet at this index.
-- Duplicates that concurrent creates could make before it are closed first; the newest stays
-- active, as cart/create answered the newest. The table is locked against writes first: an older
-- server still running (read-then-insert cart/create) cannot add a duplicate between the UPDATE
-- and the index, which would fail the migration.
LOCK TABLE cart IN SHARE ROW EXCLUSIVE MODE;
UPDATE cart SET is_active = false, updated_at = now()
WHERE is_active AND customer_id IS NOT NULL
  AND id < (SELECT max(newest.id) FROM cart newest WHERE newest.customer_id = cart.customer_id AND newest.is_active);
DROP INDEX cart_customer;
CREATE UNIQUE INDEX cart_customer_active ON cart (customer_id) WHERE is_active;
