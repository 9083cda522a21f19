import { atom, onMount, task } from 'nanostores';
import { fetchFooterNavigation, type FooterNavigation } from '../../../shared/cms/footer';

/** The CMS footer of the account area (asked for only when the element shows it, see AccountFooter). */
export const $footer = atom<FooterNavigation | null>(null);

export function loadFooter(): Promise<void> {
  return task(async () => {
    try {
      $footer.set(await fetchFooterNavigation());
    } catch {
      // The footer is decoration: without the CMS the account still works, so no error box for it.
      $footer.set(null);
    }
  });
}

onMount($footer, () => {
  void loadFooter();
});
