import * as v from 'valibot';
import { isSafeUrl } from '../sanitize-policy';
import { FooterNavigationSchema, type FooterLink } from '../contract/cms';
import { cmsQuery } from './client';

// spec §2 "Dashboard menu and chrome": the footer shows a CMS title and a list of CMS links
// (spec §3 "Footer navigation": footerTitle, footerLinks with footerLink).
export const FOOTER_NAVIGATION = /* GraphQL */ `
  query FooterNavigation {
    footerNavigation {
      footerTitle
      footerLinks {
        footerLink {
          title
          url
        }
      }
    }
  }
`;

export interface FooterNavigation {
  title: string;
  links: FooterLink[];
}

/**
 * The CMS footer: its title and the links that have both a title and a safe address (http(s) or a
 * path of the site: the one rule of shared/sanitize-policy.ts, as the server-rendered footer uses).
 */
export async function fetchFooterNavigation(): Promise<FooterNavigation> {
  const { footerNavigation } = await cmsQuery(FOOTER_NAVIGATION, {}, v.object({ footerNavigation: FooterNavigationSchema }));
  return {
    title: footerNavigation.footerTitle,
    links: footerNavigation.footerLinks.map((item) => item.footerLink).filter((link) => link.title !== '' && isSafeUrl(link.url)),
  };
}
