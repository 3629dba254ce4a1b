// issue 10 item 7: the login's and the social login's returnTo never leaves the site.
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo (login page and social-login routes)', () => {
  // issue 10 item 7: table of return paths (one rule for the front end and the server)
  const FALLBACK = '/cl/account';
  it.each<[string, string | null]>([
    ['/cl/account', '/cl/account'],
    ['/cl/account/my-orders?year=2026', '/cl/account/my-orders?year=2026'],
    ['/cl/search?q=caf%C3%A9', '/cl/search?q=caf%C3%A9'],
    ['/cl/search?q=50%25', '/cl/search?q=50%25'],
    ['/cl/account#orders', '/cl/account#orders'],
    ['https://evil.example', null],
    ['http:/evil.example', null],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['///evil.example', null],
    ['/\\evil.example', null],
    ['/cl\\..\\evil', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\r/evil.example', null],
    ['/\u0000/evil.example', null],
    ['/\u007f/evil.example', null],
    ['/cl/account\n', null],
    ['/%2F/evil.example', null],
    ['/%2f%2fevil.example', null],
    ['/%5Cevil.example', null],
    ['/%09/evil.example', null],
    ['/%0a/evil.example', null],
    ['/%252F/evil.example', null],
    ['/%25252F%25252Fevil.example', null],
    ['/%E0%A4%A', null],
    [' /cl/account', null],
    ['cl/account', null],
    ['', null],
  ])('returnTo %j -> %j (null: the fallback)', (value, expected) => {
    expect(safeReturnTo(value, FALLBACK)).toBe(expected ?? FALLBACK);
  });
});
