-- A customer has one active cart, enforced: concurrent cart/create calls meet at this index.
-- Duplicates that concurrent creates could make before it are closed first; the newest stays
-- active, as cart/create answered the newest.
UPDATE cart SET is_active = false, updated_at = now()
WHERE is_active AND customer_id IS NOT NULL
  AND id < (SELECT max(newest.id) FROM cart newest WHERE newest.customer_id = cart.customer_id AND newest.is_active);
DROP INDEX cart_customer;
CREATE UNIQUE INDEX cart_customer_active ON cart (customer_id) WHERE is_active;
