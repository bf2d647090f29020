import { describe, expect, it } from 'vitest';
import { isLoginPath } from './boot.ts';

describe('isLoginPath', () => {
  it('starts the login program for /login, with or without a trailing slash', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login/')).toBe(true);
  });

  it('starts the portal for every other address, the back office login included', () => {
    for (const path of ['/', '/dashboard', '/staff/login', '/login-help', '/loginx', '/faq'])
      expect(isLoginPath(path), path).toBe(false);
  });
});
