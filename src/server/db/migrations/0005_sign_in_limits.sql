-- Sign-in attempts are limited per login and address, per address across logins and per login across
-- addresses (issue 8); each limit is counted over the same window, so each needs its own index.
CREATE INDEX login_failure_address_idx ON login_failure (address, failed_at);
CREATE INDEX login_failure_login_idx ON login_failure (lower(login), failed_at);
