import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { SHIRT_SIZES, type CartItem, type ShirtSize } from '../../../shared/contract/cart';
import { $childErrors, $pendingChildren, saveShirt } from '../stores/participants';
import { RowErrors } from './RowErrors';
import { nl } from '../nl';

/** One child's shirt: a checkbox that reveals the size select (spec §2 "Order step 2", §9 sizes). Saved at once. */
export function ShirtChoice({ item, name }: { item: CartItem; name: string }) {
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const pending = useStore($pendingChildren).includes(item.profile_id);
  const errors = useStore($childErrors)[item.profile_id] ?? [];
  // 'Kies een maat.' only once the parent left the select without a size: not the moment the box is ticked
  const [left, setLeft] = useState(false);
  const missing = item.with_shirt && item.shirt_size === 'none';
  const showMissing = missing && left;

  function save(with_shirt: boolean, shirt_size: ShirtSize) {
    if (!with_shirt) setLeft(false);
    void saveShirt(item, with_shirt, shirt_size);
  }

  return (
    <div className="sport-order__shirt-choice">
      <label className={`sport-order__choice${pending ? ' is-pending' : ''}`}>
        <input
          type="checkbox"
          checked={item.with_shirt}
          disabled={pending}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? errorId : undefined}
          onChange={(e) => save(e.target.checked, e.target.checked ? item.shirt_size : 'none')}
        />
        <span>{nl.extras.wantShirt(name)}</span>
      </label>
      <RowErrors id={errorId} errors={errors} />
      {item.with_shirt ? (
        <div className="sport-order__size">
          <label htmlFor={selectId} className="sport-field__label">
            {nl.extras.size(name)}
          </label>
          <select
            id={selectId}
            className="sport-select"
            value={item.shirt_size}
            disabled={pending}
            aria-invalid={showMissing || undefined}
            aria-describedby={showMissing ? hintId : undefined}
            onChange={(e) => save(true, e.target.value as ShirtSize)}
            onBlur={() => setLeft(true)}
          >
            {SHIRT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 'none' ? nl.extras.sizePlaceholder : size}
              </option>
            ))}
          </select>
          {showMissing ? (
            <p id={hintId} className="sport-field__error">
              {nl.extras.sizeMissing}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
