/**
 * Why a child's last cart call failed, at the child's own row (steps 1 and 2). role=alert: announced when
 * it appears, so a tap that did not work never looks like nothing happened on a small screen.
 */
export function RowErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (!errors.length) return null;
  return (
    <div id={id} className="sport-order__row-error" role="alert">
      {errors.map((message) => (
        <p key={message} className="sport-field__error">
          {message}
        </p>
      ))}
    </div>
  );
}
