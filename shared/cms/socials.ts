import { cmsQuery } from './client';

// spec §3 "Socials": socialUrl and fontAwesomeIcon; the label names the network for people and screen readers.
export interface Social {
  socialUrl: string;
  fontAwesomeIcon: string;
  label: string;
}

const SOCIALS = `query Socials { socials { socialUrl fontAwesomeIcon label } }`;

export async function fetchSocials(): Promise<Social[]> {
  const data = await cmsQuery<{ socials: Social[] | null }>(SOCIALS);
  return data.socials ?? [];
}
