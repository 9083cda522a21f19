import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { SHIRT_SIZES, type CartItem, type ShirtSize } from '../../../shared/contract/cart';
import { $childErrors, $pendingChildren, saveShirt } from '../stores/participants';
import { RowErrors } from './RowErrors';
import { SelectField } from '../../../shared/ui/Select';
import { nl } from '../nl';

/** One child's shirt: a checkbox that reveals the size select (spec §2 "Order step 2", §9 sizes). Saved at once. */
export function ShirtChoice({ item, name }: { item: CartItem; name: string }) {
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
        <SelectField
          label={nl.extras.size(name)}
          name="shirt_size"
          className="sport-order__size"
          value={item.shirt_size}
          disabled={pending}
          errors={showMissing ? [nl.extras.sizeMissing] : undefined}
          options={SHIRT_SIZES.map((size) => ({ value: size, label: size === 'none' ? nl.extras.sizePlaceholder : size }))}
          onChange={(e) => save(true, e.target.value as ShirtSize)}
          onBlur={() => setLeft(true)}
        />
      ) : null}
    </div>
  );
}
