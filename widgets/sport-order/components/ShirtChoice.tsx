import { useEffect, useId, useState } from 'react';
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

  // the size the parent chose last. The select stays focusable while a call runs
  // (aria-disabled, not disabled), so a second ArrowDown moves on from this size and is saved after the call.
  const [wanted, setWanted] = useState<ShirtSize | null>(null);
  const shownSize = wanted ?? item.shirt_size;

  function save(with_shirt: boolean, shirt_size: ShirtSize) {
    if (!with_shirt) setLeft(false);
    void saveShirt(item, with_shirt, shirt_size).then((ok) => {
      if (!ok) setWanted(null);
    });
  }

  useEffect(() => {
    if (pending || wanted === null) return;
    if (!item.with_shirt || wanted === item.shirt_size) setWanted(null);
    else save(true, wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a call ends or the wish changes
  }, [pending, wanted, item.with_shirt, item.shirt_size]);

  return (
    <div className="sport-order__shirt-choice">
      <label className={`sport-order__choice${pending ? ' is-pending' : ''}`}>
        <input
          type="checkbox"
          checked={item.with_shirt}
          aria-disabled={pending || undefined}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? errorId : undefined}
          onChange={(e) => {
            if (!pending) save(e.target.checked, e.target.checked ? item.shirt_size : 'none');
          }}
        />
        <span>{nl.extras.wantShirt(name)}</span>
      </label>
      <RowErrors id={errorId} errors={errors} />
      {item.with_shirt ? (
        <SelectField
          label={nl.extras.size(name)}
          name="shirt_size"
          className="sport-order__size"
          value={shownSize}
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
          errors={showMissing ? [nl.extras.sizeMissing] : undefined}
          options={SHIRT_SIZES.map((size) => ({ value: size, label: size === 'none' ? nl.extras.sizePlaceholder : size }))}
          onChange={(e) => {
            const size = e.target.value as ShirtSize;
            setWanted(size);
            if (!pending) save(true, size);
          }}
          onBlur={() => setLeft(true)}
        />
      ) : null}
    </div>
  );
}
