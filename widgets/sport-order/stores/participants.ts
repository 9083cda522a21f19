import { atom, task } from 'nanostores';
import { clearError } from '../../../shared/stores/ui';
import { addToCart, removeFromCart, type CartCallOptions } from '../../../shared/stores/cart';
import type { Profile } from '../../../shared/contract/profile';
import type { CartItem, ShirtSize } from '../../../shared/contract/cart';

// Steps 1 and 2 (spec §2 "Order step 1–3"): one child's cart call at a time, its errors at its own row.

/** Children (profile uuids) whose cart call is under way: their checkbox or select waits meanwhile. */
export const $pendingChildren = atom<string[]>([]);
/** A failed cart call's messages, shown at the child's own row (where the parent tapped). */
export const $childErrors = atom<Record<string, string[]>>({});

function setChildError(profileId: string, messages: string[] | null): void {
  const { [profileId]: _old, ...rest } = $childErrors.get();
  $childErrors.set(messages?.length ? { ...rest, [profileId]: messages } : rest);
}

/** One child's cart call; one at a time per child. A success clears the messages of earlier failures. */
function childCall(profileId: string, call: (options: CartCallOptions) => Promise<boolean>): Promise<boolean> {
  if ($pendingChildren.get().includes(profileId)) return Promise.resolve(false);
  $pendingChildren.set([...$pendingChildren.get(), profileId]);
  setChildError(profileId, null);
  return task(async () => {
    try {
      const ok = await call({ onError: (messages) => setChildError(profileId, messages) });
      if (ok) {
        $childErrors.set({});
        clearError();
      }
      return ok;
    } finally {
      $pendingChildren.set($pendingChildren.get().filter((id) => id !== profileId));
    }
  });
}

/** Step 1: a child's checkbox adds the child to the event in the cart or removes it (spec §2, §4 "Cart"). */
export function toggleChild(productId: string, profileId: string, checked: boolean): Promise<boolean> {
  return childCall(profileId, (options) =>
    checked
      ? addToCart([{ product_id: productId, profile_id: profileId, with_shirt: false, shirt_size: 'none' }], options)
      : removeFromCart(productId, profileId, options),
  );
}

/** Step 2: a child's shirt and size, saved at once (spec §2 "Order step 2"). */
export function saveShirt(item: Pick<CartItem, 'product_id' | 'profile_id'>, with_shirt: boolean, shirt_size: ShirtSize): Promise<boolean> {
  return childCall(item.profile_id, (options) =>
    addToCart([{ product_id: item.product_id, profile_id: item.profile_id, with_shirt, shirt_size }], options),
  );
}

/** The child of a cart item or order line, by profile uuid. */
export function childName(profiles: readonly Profile[], profileId: string): string {
  const profile = profiles.find((p) => p.uuid === profileId);
  return profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';
}

/** The cart items whose child is known, in the cart's order. */
export function itemsWithChild(items: readonly CartItem[], profiles: readonly Profile[]): { item: CartItem; name: string }[] {
  return items.map((item) => ({ item, name: childName(profiles, item.profile_id) }));
}

export function resetParticipants(): void {
  $pendingChildren.set([]);
  $childErrors.set({});
}
