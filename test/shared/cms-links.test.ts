// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { fetchFooterNavigation } from '../../shared/cms/footer';
import { fetchSocials } from '../../shared/cms/socials';
import { fakeApi, json } from '../support/network';

// CMS links become links only with a safe address: http(s) or a path of the site, the one rule the
// server-rendered page uses too (shared/sanitize-policy.ts). A hostile CMS answer links nowhere.
afterEach(() => vi.unstubAllGlobals());

const hostile = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' java\tscript:alert(1)', 'vbscript:x', ''];

it('the footer keeps https and site paths, and drops javascript:, data: and empty addresses', async () => {
  const link = (title: string, url: string) => ({ footerLink: { title, url } });
  fakeApi({
    'POST /graphql': json(200, {
      data: {
        footerNavigation: {
          footerTitle: 'Handige links',
          footerLinks: [
            link('Evenementen', '/evenementen'),
            link('Instagram', 'https://www.instagram.com/x'),
            ...hostile.map((url, i) => link(`Kwaad ${i}`, url)),
          ],
        },
      },
    }),
  });
  const footer = await fetchFooterNavigation();
  expect(footer.links.map((l) => l.url)).toEqual(['/evenementen', 'https://www.instagram.com/x']);
});

it('the socials keep https addresses and drop the rest', async () => {
  const social = (socialUrl: string) => ({ socialUrl, fontAwesomeIcon: 'fa-brands fa-instagram', label: 'Instagram' });
  fakeApi({ 'POST /graphql': json(200, { data: { socials: [social('https://www.instagram.com/x'), ...hostile.map(social)] } }) });
  expect((await fetchSocials()).map((s) => s.socialUrl)).toEqual(['https://www.instagram.com/x']);
});
