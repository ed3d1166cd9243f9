-- A used refresh token keeps its row with the time of its first use: sent again within the grace
-- window (refreshTokenGraceSeconds: a second tab refreshing at once, a reply lost on the way) it
-- answers a fresh pair instead of 401; after the window it is refused and its row goes.
ALTER TABLE refresh_token ADD COLUMN used_at timestamptz;
