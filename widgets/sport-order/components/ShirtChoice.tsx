import { useId } from 'react';
import { addToCart } from '../../../shared/stores/cart';
import { SHIRT_SIZES, type CartItem, type ShirtSize } from '../../../shared/contract/cart';
import { nl } from '../nl';

/** One child's shirt: a checkbox that reveals the size select (spec §2 "Order step 2", §9 sizes). Saved at once. */
export function ShirtChoice({ item, name }: { item: CartItem; name: string }) {
  const selectId = useId();
  const hintId = useId();
  const missing = item.with_shirt && item.shirt_size === 'none';

  function save(with_shirt: boolean, shirt_size: ShirtSize) {
    void addToCart([{ product_id: item.product_id, profile_id: item.profile_id, with_shirt, shirt_size }]);
  }

  return (
    <div className="sport-order__shirt-choice">
      <label className="sport-order__choice">
        <input type="checkbox" checked={item.with_shirt} onChange={(e) => save(e.target.checked, e.target.checked ? item.shirt_size : 'none')} />
        <span>{nl.extras.wantShirt(name)}</span>
      </label>
      {item.with_shirt ? (
        <div className="sport-order__size">
          <label htmlFor={selectId} className="sport-field__label">
            {nl.extras.size(name)}
          </label>
          <select
            id={selectId}
            className="sport-select"
            value={item.shirt_size}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? hintId : undefined}
            onChange={(e) => save(true, e.target.value as ShirtSize)}
          >
            {SHIRT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 'none' ? nl.extras.sizePlaceholder : size}
              </option>
            ))}
          </select>
          {missing ? (
            <p id={hintId} className="sport-field__error">
              {nl.extras.sizeMissing}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
