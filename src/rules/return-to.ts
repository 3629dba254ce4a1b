// Where a redirect after sign-in may go (login's and social login's returnTo): a path of this site only (issue 10 item 7).
// Control characters (browsers drop tab, LF and CR inside URLs, so '/\t/evil.example' becomes '//evil.example') and DEL.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;

/**
 * A returnTo value is only followed when it is a path of this site: one '/' and then no second '/' or '\\', no control
 * character or backslash anywhere, the same once percent-decoded (twice, for double encoding), and resolving to this origin.
 * One rule for both sides: the login page (src/views/pages/login.page.tsx) and the social-login routes of the server.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2048) return fallback;
  let decoded = value;
  for (let round = 0; round < 3; round += 1) {
    if (!decoded.startsWith('/') || decoded.startsWith('//') || UNSAFE_IN_PATH.test(decoded)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      // malformed as sent; a '%' that only appears after decoding ('50%25') is plain text
      if (round === 0) return fallback;
      break;
    }
    if (next === decoded) break;
    decoded = next;
    if (round === 2) return fallback;
  }
  const base = 'https://same-site.invalid';
  try {
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
