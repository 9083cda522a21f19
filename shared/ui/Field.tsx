import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { nl } from '../nl';

/**
 * The form kit (docs/architecture.md "Forms"): every control sits in a FieldFrame and takes its props from
 * `bind(name)` of the one field hook `useFields` (shared/form.ts):
 * - `Field` (this file): a text input (also email, tel, password, number)
 * - `TextAreaField` (TextArea.tsx): multi-line text, with a counter when it has a maxLength
 * - `RadioGroup` (RadioGroup.tsx): radios in a fieldset with a legend; arrow keys move natively
 * - `Toggle` (Toggle.tsx): an on/off switch (a checkbox with role=switch)
 * - `Checkbox` (Checkbox.tsx): one checkbox with its label
 * - `SelectField` (Select.tsx): a select with options
 */

/** What a control inside a FieldFrame needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The props every kit control shares with its frame. */
export interface FieldCommonProps {
  /** the visible label (the legend of a group) */
  label: string;
  /** the server's errors for this field (spec §8), shown below the control */
  errors?: readonly string[] | undefined;
  /** a help text below the label, read with the control */
  hint?: string | undefined;
  /**
   * spec §2 "Field with instructions": the CMS's instruction for this field. When there is one, an info
   * button beside the label toggles it (aria-expanded, aria-controls); while open it describes the
   * control. Without instruction content there is no button.
   */
  instruction?: string | undefined;
}

interface FieldFrameProps extends FieldCommonProps {
  /** a fixed id for the control (a link to the field, '#id', focuses it); by default a generated one */
  id?: string | undefined;
  /** show the '*' (required fields, and spec §5's club, team, position: labelled * but not required) */
  marked?: boolean | undefined;
  className?: string | undefined;
  /** a group of controls (radios, the birthdate boxes): a fieldset with a legend instead of a label */
  group?: boolean | undefined;
  /** more ids that describe the control (e.g. a character counter) */
  describedBy?: string | undefined;
  /** drawn after the control, before the errors (e.g. a character counter) */
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every labelled field shares (docs/architecture.md "Forms"): a visible label with '*' when marked,
 * an optional hint, and the server's errors by the field, all tied to the control with aria.
 * A group is a fieldset: the legend labels it, the hint and errors describe the fieldset.
 */
export function FieldFrame({
  id: fixedId,
  label,
  errors,
  hint,
  instruction,
  marked,
  className,
  group,
  describedBy: more,
  after,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const instructionId = `${id}-instruction`;
  const [instructionOpen, setInstructionOpen] = useState(false);
  const hasInstruction = Boolean(instruction?.trim());
  const invalid = Boolean(errors?.length);
  const describedBy =
    [hint ? hintId : null, hasInstruction && instructionOpen ? instructionId : null, more ?? null, invalid ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const instructionToggle = hasInstruction ? (
    <button
      type="button"
      className="sport-field__instruction-toggle"
      aria-expanded={instructionOpen}
      aria-controls={instructionId}
      onClick={() => setInstructionOpen((open) => !open)}
    >
      <span aria-hidden="true">i</span>
      <span className="sport-visually-hidden">{nl.instructionFor(label)}</span>
    </button>
  ) : null;
  const instructionText = hasInstruction ? (
    <p id={instructionId} className="sport-field__instruction" hidden={!instructionOpen}>
      {instruction}
    </p>
  ) : null;
  // a no-break space: the star stays with the label's last word instead of wrapping onto a line of its own
  const star = marked ? (
    <span className="sport-field__required" aria-hidden="true">
      {'\u00a0*'}
    </span>
  ) : null;
  const hintText = hint ? (
    <p id={hintId} className="sport-field__hint">
      {hint}
    </p>
  ) : null;
  const errorText = invalid ? (
    <p id={errorId} className="sport-field__error">
      {errors!.join(' ')}
    </p>
  ) : null;
  const classes = `${invalid ? ' sport-field--invalid' : ''}${className ? ` ${className}` : ''}`;
  if (group) {
    return (
      <fieldset className={`sport-field sport-field--group${classes}`} aria-describedby={describedBy}>
        <legend className="sport-field__label">
          {label}
          {star}
        </legend>
        {instructionToggle}
        {hintText}
        {instructionText}
        {children({ id, 'aria-describedby': undefined, 'aria-invalid': invalid || undefined })}
        {after}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={`sport-field${classes}`}>
      <label htmlFor={id} className="sport-field__label">
        {label}
        {star}
      </label>
      {instructionToggle}
      {hintText}
      {instructionText}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined })}
      {after}
      {errorText}
    </div>
  );
}

interface FieldProps extends FieldCommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string | undefined;
  name: string;
  hint?: string | undefined;
  /** show the '*' without making the field required (spec §5: club, team, position are labelled * but not required) */
  marked?: boolean;
  /** the input itself (e.g. to focus it after a refused code) */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; required fields carry '*' and aria-required; server errors sit by the field (docs/architecture.md "Forms"). */
export function Field({ id, label, name, errors, hint, instruction, required, marked, className, ...input }: FieldProps) {
  return (
    <FieldFrame {...{ id, label, errors, hint, instruction, className }} marked={required || marked}>
      {(control) => (
        <input
          {...control}
          name={name}
          required={required}
          aria-required={required || undefined}
          className="sport-field__input"
          {...input}
        />
      )}
    </FieldFrame>
  );
}
