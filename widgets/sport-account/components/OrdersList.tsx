import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { Refund } from '../../../shared/contract/cancellation';
import type { Order } from '../../../shared/contract/order';
import { formatDate, formatMoney, parseAmount } from '../../../shared/format';
import { $orders } from '../stores/orders';
import { nl } from '../nl';

const childName = (item: Order['items'][number]) => `${item.profile.first_name} ${item.profile.last_name}`.trim();

/**
 * Prints one order as its receipt: everything else on the page is hidden while printing (print styles in
 * styles.css), so the parent gets a receipt without a second page to maintain or a mail to wait for.
 */
function printReceipt(card: HTMLElement): void {
  const root = document.documentElement;
  root.classList.add('sport-printing');
  card.classList.add('is-printing');
  const done = () => {
    root.classList.remove('sport-printing');
    card.classList.remove('is-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** The dashboard's orders: per order its number, date, amount, status and what was bought, each printable as a receipt. */
export function OrdersList() {
  const orders = useStore($orders);
  if (!orders?.length) return null;
  return (
    <section className="sport-dashboard__group" aria-labelledby="sport-dashboard-orders">
      <h2 id="sport-dashboard-orders">{nl.orders.title}</h2>
      <ul className="sport-events sport-orders">
        {orders.map((order) => (
          <OrderCard key={order.uuid} order={order} />
        ))}
      </ul>
    </section>
  );
}

/**
 * What came off the order, each by its name: 'Korting' for a voucher, 'Cadeaubon' for what a gift card paid
 * (docs/rules.md §4 "Summary totals"); one 'Korting en cadeaubon' line when the API does not say the split.
 */
function discountLines(order: Order): [string, number][] {
  const discount = parseAmount(order.discount_amount);
  if (discount <= 0) return [];
  if (order.giftcard_amount === undefined) return [[nl.orders.discount, discount]];
  const giftCard = parseAmount(order.giftcard_amount);
  const voucher = Math.round((discount - giftCard) * 100) / 100;
  const lines: [string, number][] = [
    [nl.orders.voucher, voucher],
    [nl.orders.giftCard, giftCard],
  ];
  return lines.filter(([, amount]) => amount > 0);
}

function OrderCard({ order }: { order: Order }) {
  const card = useRef<HTMLLIElement>(null);
  const titleId = `sport-order-${order.uuid}`;
  const lessLines = discountLines(order);
  // paid in full by a gift card: '€ 0,00' would read as a free or unpaid order
  const paidByGiftCard = parseAmount(order.total_amount) === 0 && parseAmount(order.giftcard_amount) > 0;
  const refunded = order.refunded_amount !== undefined && parseAmount(order.refunded_amount) > 0 ? order.refunded_amount : null;
  return (
    <li ref={card} className="sport-card sport-order-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="sport-card__title">
          {order.event_title || nl.orders.order(order.number)}
        </h3>
        <dl className="sport-order-card__meta">
          <div>
            <dt>{nl.orders.number}</dt>
            <dd>{order.number}</dd>
          </div>
          {order.created_at ? (
            <div>
              <dt>{nl.orders.date}</dt>
              <dd>{formatDate(order.created_at)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{nl.orders.amount}</dt>
            <dd>{paidByGiftCard ? nl.orders.paidByGiftCard : formatMoney(order.total_amount)}</dd>
          </div>
          {refunded ? (
            <div>
              <dt>{nl.orders.refundedAmount}</dt>
              <dd>{formatMoney(refunded)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{nl.orders.status}</dt>
            <dd className={`sport-order-card__status is-${order.status}`}>{nl.orders.statuses[order.status]}</dd>
          </div>
        </dl>
        <h4 className="sport-event-card__subtitle" id={`${titleId}-bought`}>
          {nl.orders.bought}
        </h4>
        <table className="sport-order-card__lines" aria-labelledby={`${titleId}-bought`}>
          <tbody>
            {order.items.flatMap((item) => {
              const name = childName(item);
              // a canceled child's lines stay on the receipt, marked in words (not only by their look)
              const canceled = item.canceled ? (
                <>
                  {' '}
                  <span className="sport-order-card__canceled">{nl.orders.canceled}</span>
                </>
              ) : null;
              const rows = [
                <tr key={`${item.profile.uuid}-ticket`} className={item.canceled ? 'is-canceled' : undefined}>
                  <th scope="row">
                    {nl.orders.ticket(name)}
                    {canceled}
                  </th>
                  <td>{formatMoney(item.price)}</td>
                </tr>,
              ];
              if (item.with_shirt && item.shirt_size !== 'none') {
                rows.push(
                  <tr key={`${item.profile.uuid}-shirt`} className={item.canceled ? 'is-canceled' : undefined}>
                    <th scope="row">
                      {nl.orders.shirt(item.shirt_size, name)}
                      {canceled}
                    </th>
                    <td>{parseAmount(item.shirt_price) === 0 ? nl.orders.free : formatMoney(item.shirt_price)}</td>
                  </tr>,
                );
              }
              return rows;
            })}
            {lessLines.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>−{formatMoney(amount)}</td>
              </tr>
            ))}
            <tr className="sport-order-card__total">
              <th scope="row">{nl.orders.total}</th>
              <td>{formatMoney(order.total_amount)}</td>
            </tr>
          </tbody>
        </table>
        {order.refunds?.length ? <RefundsTable order={order} titleId={`${titleId}-refunds`} /> : null}
        <p className="sport-order-card__print">
          <button type="button" className="sport-button" onClick={() => card.current && printReceipt(card.current)}>
            {nl.orders.print}
            <span className="sport-visually-hidden">{nl.orders.printOf(order.number)}</span>
          </button>
        </p>
      </article>
    </li>
  );
}

/** What went back (docs/rules.md "Cancellation"): per refund where to, its date and status, and its amount. */
function RefundsTable({ order, titleId }: { order: Order; titleId: string }) {
  return (
    <>
      <h4 className="sport-event-card__subtitle" id={titleId}>
        {nl.orders.refunds}
      </h4>
      <table className="sport-order-card__lines" aria-labelledby={titleId}>
        <tbody>
          {order.refunds?.map((refund) => (
            <tr key={refund.uuid}>
              <th scope="row">
                {nl.orders.refundTo[refund.destination]}{' '}
                <span className="sport-order-card__refund-meta">
                  {formatDate(refund.created_at)} ·{' '}
                  <span className={`sport-order-card__refund-status is-${refund.status}`}>{refundStatus(refund)}</span>
                </span>
              </th>
              <td>{formatMoney(refund.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function refundStatus(refund: Refund): string {
  if (refund.status === 'failed' && refund.error) return nl.orders.refundFailed(refund.error);
  return nl.orders.refundStatuses[refund.status];
}
