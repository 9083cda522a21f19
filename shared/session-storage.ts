/** The tab's sessionStorage, or null where there is none or it is blocked (privacy settings throw on access). */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
