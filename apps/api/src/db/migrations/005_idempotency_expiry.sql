-- Idempotency keys expire (24 h) and are purged by age; a lock without a reply is stale after
-- a minute. Both read created_at.
CREATE INDEX idempotency_record_created ON idempotency_record (created_at);
