-- A refresh token's first use records the successor it was answered with, so a resend within the
-- grace window answers that same successor (signed again from its jti and times) instead of a new
-- session. Used rows stay until they expire: a reuse after the window is recognised as theft.
ALTER TABLE refresh_token ADD COLUMN successor_jti text, ADD COLUMN successor_issued_at timestamptz;
-- Refresh tokens issued before 007 have no row: one is adopted at its first refresh (one of older
-- code issued since without a row was used or revoked: refused), unless issued at or before this
-- time, set when the customer's refresh tokens are revoked (a password change, a detected theft).
ALTER TABLE customer ADD COLUMN refresh_revoked_at timestamptz;
