import { useEffect, useState } from 'react';
import { fetchEventBySlug } from '../../../shared/cms/event';
import { orderSlugOf, peekRedirect } from '../../../shared/redirect';

/**
 * The order the visitor was on when the login wall came up (spec §2 "Navigation guard" step 4: the
 * order address is stored as the redirect): its slug at once, its title once the CMS answers (an
 * empty title when the CMS does not know the event or cannot be reached). Null when the stored
 * address is no order address.
 */
export function useOrderAfterLogin(): { slug: string; title: string } | null {
  const [slug] = useState(() => orderSlugOf(peekRedirect()));
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (!slug) return;
    let current = true;
    fetchEventBySlug(slug).then(
      (event) => current && setTitle(event?.title ?? ''),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return slug ? { slug, title } : null;
}
