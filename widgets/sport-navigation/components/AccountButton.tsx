import type { FallbackLink } from '../fallback';
import { Adopted } from './Adopted';
import { nl } from '../nl';

/** One of the account button's labels: the other one keeps its room but is neither seen nor read. */
function Label({ shown, children }: { shown: boolean; children: string }) {
  return shown ? (
    <span>{children}</span>
  ) : (
    <span className="is-other" aria-hidden="true">
      {children}
    </span>
  );
}

interface Props {
  account: FallbackLink & { icon: readonly Node[] };
  href: string | undefined;
  /** the user is being asked: the button keeps its room and says 'Account' to screen readers */
  loading: boolean;
  /** the session is known (this page checks it and has the answer) */
  known: boolean;
  signedIn: boolean;
}

/** The account button: 'Account' → /account when signed in, 'Inloggen' → /account/login when not (spec §2). */
export function AccountButton({ account, href, loading, known, signedIn }: Props) {
  return (
    <a
      className={`${account.className} sport-navigation__account${loading ? ' is-loading' : ''}`}
      href={href}
      aria-current={(account.current as 'page' | null) ?? undefined}
      aria-busy={loading || undefined}
      aria-label={loading ? nl.account : undefined}
    >
      {account.icon.length ? <Adopted nodes={account.icon} /> : null}
      {/* both labels take their room, only one shows: the button keeps one size (no shift) */}
      <span className="sport-navigation__labels">
        <Label shown={!loading && (signedIn || !known)}>{nl.account}</Label>
        <Label shown={!loading && known && !signedIn}>{nl.login}</Label>
      </span>
    </a>
  );
}
