-- Failed logins are counted per customer: loginLockoutFailures of them within loginLockoutSeconds
-- lock the account for loginLockoutSeconds (answered with the login-failed message, which already
-- says "temporarily disabled"). A good login or a password reset clears the count and the lock.
ALTER TABLE customer ADD COLUMN login_failures integer NOT NULL DEFAULT 0, ADD COLUMN login_first_failure_at timestamptz, ADD COLUMN login_locked_until timestamptz;
