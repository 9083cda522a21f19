import * as v from 'valibot';
import { isSafeUrl } from '../sanitize-policy';
import { SocialSchema, type Social } from '../contract/cms';
import { cmsQuery } from './client';

export type { Social };

// spec §3 "Socials": socialUrl and fontAwesomeIcon; the label names the network for people and screen readers.
const SOCIALS = `query Socials { socials { socialUrl fontAwesomeIcon label } }`;

export async function fetchSocials(): Promise<Social[]> {
  const data = await cmsQuery(SOCIALS, {}, v.object({ socials: v.array(SocialSchema) }));
  // only safe addresses become links (the one rule of shared/sanitize-policy.ts)
  return data.socials.filter((social) => isSafeUrl(social.socialUrl));
}
