import * as v from 'valibot';
import { MalformedAnswerError } from '../http';
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

const FooterSchema = v.object({
  footerTitle: v.nullish(v.string(), ''),
  footerLinks: v.nullish(
    v.array(v.object({ footerLink: v.nullish(v.object({ title: v.nullish(v.string(), ''), url: v.nullish(v.string(), '') })) })),
    [],
  ),
});

export interface FooterLink {
  title: string;
  url: string;
}
export interface FooterNavigation {
  title: string;
  links: FooterLink[];
}

/** The CMS footer: its title and the links that have both a title and an address. */
export async function fetchFooterNavigation(): Promise<FooterNavigation> {
  const data = await cmsQuery<{ footerNavigation: unknown }>(FOOTER_NAVIGATION);
  const result = v.safeParse(FooterSchema, data.footerNavigation ?? {});
  if (!result.success) throw new MalformedAnswerError(result.issues);
  const footer = result.output;
  return {
    title: footer.footerTitle,
    links: footer.footerLinks
      .map((item) => item.footerLink)
      .filter((link): link is FooterLink => Boolean(link?.title && link.url)),
  };
}
