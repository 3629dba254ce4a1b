-- Per-address login throttle by distinct accounts (docs/security.md): an address is throttled when it failed logins for
-- LOGIN_IP_MAX_FAILURES different accounts in one window, so one account's failures never block the other accounts
-- signing in from the same address (a shop, an office behind one NAT). The account is a SHA-256 of tenant and
-- email: no address in clear. Replaces auth_ip_failures, which counted every failure alike.
CREATE TABLE auth_ip_failed_accounts (
  ip text NOT NULL,
  window_start timestamptz NOT NULL,
  account text NOT NULL,
  PRIMARY KEY (ip, window_start, account)
);
DROP TABLE auth_ip_failures;
