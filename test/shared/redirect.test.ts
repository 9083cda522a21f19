// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeRedirect, storeRedirect, takeRedirect } from '../../shared/redirect';

afterEach(() => sessionStorage.clear());

describe('isSafeRedirect: only same-origin paths', () => {
  it.each(['/account', '/account/profiles', '/order/zomerkamp-2027/extras?x=1', '/succes?order=abc#top'])('accepts %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example/account'],
    ['backslash', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative path', 'account'],
    ['empty', ''],
    ['tab inside', '/\t/evil.example'],
    ['backslash later', '/account\\..\\\\evil'],
    ['not a string', 42],
  ])('refuses %s', (_name, path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });
});

describe('stored redirect address (spec §2 step 4/5)', () => {
  it('gives the stored path once, then /account', () => {
    storeRedirect('/account/profiles');
    expect(takeRedirect()).toBe('/account/profiles');
    expect(takeRedirect()).toBe('/account');
  });

  it('never stores an unsafe address, and ignores a tampered one', () => {
    storeRedirect('//evil.example');
    expect(takeRedirect()).toBe('/account');
    sessionStorage.setItem('sport-shop:redirect', 'https://evil.example');
    expect(takeRedirect()).toBe('/account');
  });

  it("stores nothing from a page inside a frame (the catalogue's live examples share the storage of the page around them)", () => {
    const top = Object.getOwnPropertyDescriptor(window, 'top');
    Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) });
    try {
      storeRedirect('/order/voetbalkamp-zomer-2027');
    } finally {
      if (top) Object.defineProperty(window, 'top', top);
    }
    expect(takeRedirect()).toBe('/account');
    storeRedirect('/order/voetbalkamp-zomer-2027');
    expect(takeRedirect()).toBe('/order/voetbalkamp-zomer-2027');
  });
});
