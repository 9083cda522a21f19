// The mails carry the site's own name and contact (server/mail/layout.ts): compared here, where the
// site is loaded anyway, so the server's mail tests run without the demo site (and jsdom).
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL, SITE_NAME } from '../../demo-pages/templates/layout';
import { SHOP_NAME as DOMAIN_SHOP_NAME } from '../../server/domain/mail';
import { SHOP_CONTACT_EMAIL, SHOP_NAME } from '../../server/mail/layout';

describe('one brand name', () => {
  it('the mails are signed with the name of the site', () => {
    expect(DOMAIN_SHOP_NAME).toBe(SITE_NAME);
    expect(DOMAIN_SHOP_NAME).toBe('Sportkamp Vooruit');
  });
});

describe('one branded layout', () => {
  it('the shop name and contact in the mails are the site’s own', () => {
    expect(SHOP_NAME).toBe(SITE_NAME);
    expect(SHOP_CONTACT_EMAIL).toBe(CONTACT_EMAIL);
  });
});
