import { useRef, useState, type FormEvent } from 'react';
import type { StaffOrder } from '../../../../shared/contract/staff';
import { formatDate, formatMoney } from '../../../../shared/format';
import { Field } from '../../../../shared/ui/Field';
import { findOrders } from './api-more';
import { Loading } from './Loading';
import { OrderDetailView } from './OrderDetail';
import { nlMore } from './nl-more';
import { useLoad } from './use-load';

const t = nlMore.orders;

/**
 * /beheer/bestellingen (docs/rules.md "Back office"): find an order by its number (SV-1038), the
 * parent's name or e-mail address; open one for its lines, payments, refunds and mails. `params.q`
 * starts with that search; without one the latest orders show.
 */
export function Orders({ params }: { params: Record<string, string> }) {
  const [typed, setTyped] = useState(params.q ?? '');
  const [q, setQ] = useState(params.q ?? '');
  // a new search with the same words asks again (the 'Zoeken' button after a network failure)
  const [round, setRound] = useState(0);
  const { result, reload, refresh } = useLoad(() => findOrders(q), `${q}\n${round}`);
  const [open, setOpen] = useState<StaffOrder | null>(null);
  const opener = useRef<string | null>(null);
  // the route's search changed (a link to /beheer/bestellingen?q=…): that search, from the list
  const [asked, setAsked] = useState(params.q);
  if (params.q !== asked) {
    setAsked(params.q);
    setTyped(params.q ?? '');
    setQ(params.q ?? '');
    setOpen(null);
  }
  const list = useRef<HTMLDivElement>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    setOpen(null);
    setQ(typed);
    setRound((n) => n + 1);
  }

  function close() {
    setOpen(null);
    // a refund may have changed the order's status: the list is read again behind what it shows
    void refresh();
    // back where the staff member was: the button of the order they opened
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-order="${CSS.escape(opener.current ?? '')}"]`)?.focus());
  }

  return (
    <div className="sport-staff-more sport-staff-orders">
      <h1>{t.title}</h1>
      <form role="search" className="sport-form sport-staff-more__inline-form" onSubmit={search}>
        <Field
          label={t.search}
          hint={t.searchHint}
          name="q"
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="sport-submit">
          <button type="submit" className="sport-button sport-button--primary">
            {t.find}
          </button>
        </div>
      </form>
      {open ? (
        <OrderDetailView order={open} onBack={close} />
      ) : (
        <div ref={list}>
          <Loading result={result} label={t.loading} retry={() => void reload()} />
          {result.state === 'ready' ? (
            <Results
              orders={result.data}
              q={q}
              onOpen={(order) => {
                opener.current = order.uuid;
                setOpen(order);
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

function Results({ orders, q, onOpen }: { orders: StaffOrder[]; q: string; onOpen: (order: StaffOrder) => void }) {
  const words = q.trim();
  if (!orders.length) return <p className="sport-empty">{words ? t.none(words) : t.noneYet}</p>;
  return (
    <section aria-labelledby="sport-staff-orders-found">
      <h2 id="sport-staff-orders-found">{words ? t.found(orders.length, words) : t.latest}</h2>
      <ul className="sport-staff-orders__list">
        {orders.map((order) => (
          <li key={order.uuid} className="sport-staff-orders__item">
            <button type="button" className="sport-staff-orders__open" data-order={order.uuid} onClick={() => onOpen(order)}>
              <span className="sport-staff-orders__number">
                <span className="sport-visually-hidden">{t.open(order.number)}</span>
                <span aria-hidden="true">{order.number}</span>
              </span>
              <span className="sport-staff-orders__parent">
                {order.parent_name} · {order.parent_email}
              </span>
              <span className="sport-staff-orders__event">{order.event_title}</span>
              <span className="sport-staff-orders__meta">
                {formatMoney(order.total)} · {t.statuses[order.status] ?? order.status} · {formatDate(order.created_at)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
