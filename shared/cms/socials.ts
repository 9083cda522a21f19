import * as v from 'valibot';
import { SocialSchema, type Social } from '../contract/cms';
import { cmsQuery } from './client';

export type { Social };

// spec §3 "Socials": socialUrl and fontAwesomeIcon; the label names the network for people and screen readers.
const SOCIALS = `query Socials { socials { socialUrl fontAwesomeIcon label } }`;

export async function fetchSocials(): Promise<Social[]> {
  const data = await cmsQuery(SOCIALS, {}, v.object({ socials: v.array(SocialSchema) }));
  return data.socials;
}
