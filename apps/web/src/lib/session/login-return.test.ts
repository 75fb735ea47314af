import { describe, expect, it } from 'vitest';
import { loginAddress, returnPath } from '@/lib/session/login-return';

describe('where the login returns to', () => {
  it.each([
    ['a page of the app', '/dashboard', '/dashboard'],
    ['a page with its query', '/dashboard?claim=abc', '/dashboard?claim=abc'],
    ['an admin tab', '/admin?tab=users', '/admin?tab=users'],
  ])('keeps %s', (_name, next, expected) => {
    expect(returnPath(next)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'dashboard'],
    ['a script', 'javascript:alert(1)'],
    ['the login itself', '/login?next=%2Fdashboard'],
    ['the login with a slash', '/login/'],
  ])('refuses %s', (_name, next) => {
    expect(returnPath(next)).toBeNull();
  });

  it('is the address the server redirects to, and reads back what it was given', () => {
    const address = loginAddress('/dashboard?claim=a b&x=1');
    expect(address).toBe('/login?next=%2Fdashboard%3Fclaim%3Da%20b%26x%3D1');
    const next = new URL(address, 'http://x').searchParams.get('next');
    expect(returnPath(next)).toBe('/dashboard?claim=a%20b&x=1');
  });
});
