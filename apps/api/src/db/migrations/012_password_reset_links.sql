-- One live password reset link per customer (src/auth/reset-links.ts): a new request, a reset and a
-- password change retire the customer's live links through this index. Links older code left live
-- beside a newer one of the same customer are retired here, so only the newest works.
UPDATE password_reset r SET used_at = now()
WHERE r.used_at IS NULL AND EXISTS (
  SELECT 1 FROM password_reset newer
  WHERE newer.customer_id = r.customer_id AND newer.used_at IS NULL AND (newer.expires_at, newer.token_hash) > (r.expires_at, r.token_hash)
);
CREATE INDEX password_reset_live ON password_reset (customer_id) WHERE used_at IS NULL;
