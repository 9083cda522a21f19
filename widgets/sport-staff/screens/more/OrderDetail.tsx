import { useEffect, useRef, useState } from 'react';
import type { Refund } from '../../../../shared/contract/cancellation';
import type { StaffOrder } from '../../../../shared/contract/staff';
import { formatDate, formatMoney, formatTime, parseAmount } from '../../../../shared/format';
import { getOrderView } from './api-more';
import { Loading } from './Loading';
import { RefundForm } from './RefundForm';
import { Refunds } from './Refunds';
import { lineStates } from './order-lines';
import { nlMore } from './nl-more';
import { useLoad } from './use-load';

const t = nlMore.order;
const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/**
 * One order (docs/rules.md "Back office"): status, parent, lines, payments, refunds and mails, and the
 * staff's cancel and refund (docs/rules.md "Cancellation"). The tickets come with it (api-more.ts
 * getOrderView): without them the order still shows.
 */
export function OrderDetailView({ order, onBack }: { order: StaffOrder; onBack: () => void }) {
  const { result, reload, refresh } = useLoad(() => getOrderView(order), order.uuid);
  // refunds made or retried on this screen: the order view may not list them (an older server)
  const [made, setMade] = useState<Refund[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const keep = (refunds: Refund[]) => setMade((old) => [...old.filter((r) => !refunds.some((n) => n.uuid === r.uuid)), ...refunds]);
  const detail = result.state === 'ready' ? result.data.detail : null;
  const ticketList = result.state === 'ready' ? result.data.tickets : null;
  const refunds = [...(detail?.refunds ?? []).filter((r) => !made.some((m) => m.uuid === r.uuid)), ...made];
  const states = detail ? lineStates(detail, ticketList) : [];

  return (
    <article className="sport-staff-order" aria-labelledby="sport-staff-order-title">
      <button type="button" className="sport-link-button" onClick={onBack}>
        {nlMore.orders.back}
      </button>
      <h2 id="sport-staff-order-title" ref={heading} tabIndex={-1}>
        {t.title(order.number)}
      </h2>
      <Loading result={result} label={t.loading} retry={() => void reload()} />
      {detail ? (
        <>
          <dl className="sport-staff-order__facts">
            <div>
              <dt>{t.status}</dt>
              <dd>{nlMore.orders.statuses[detail.order.status] ?? detail.order.status}</dd>
            </div>
            <div>
              <dt>{t.parent}</dt>
              <dd>
                {detail.order.parent_name} · <a href={`mailto:${detail.order.parent_email}`}>{detail.order.parent_email}</a>
                {detail.parent_phone ? (
                  <>
                    {' · '}
                    <a href={`tel:${detail.parent_phone}`}>{detail.parent_phone}</a>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t.event}</dt>
              <dd>{detail.order.event_title}</dd>
            </div>
            <div>
              <dt>{t.created}</dt>
              <dd>{when(detail.order.created_at)}</dd>
            </div>
            <div>
              <dt>{t.paid}</dt>
              <dd>{detail.order.paid_at ? when(detail.order.paid_at) : t.notPaid}</dd>
            </div>
            <div>
              <dt>{t.total}</dt>
              <dd>{formatMoney(detail.order.total)}</dd>
            </div>
          </dl>

          <h3>{t.lines}</h3>
          <table className="sport-staff-more__table">
            <thead>
              <tr>
                <th scope="col">{t.child}</th>
                <th scope="col">{t.event}</th>
                <th scope="col">{t.price}</th>
                <th scope="col">{t.line}</th>
              </tr>
            </thead>
            <tbody>
              {detail.lines.map((line, i) => (
                <tr key={i} className={states[i] ? 'sport-staff-order__line--canceled' : undefined}>
                  <td data-label={t.child}>{line.child_name}</td>
                  <td data-label={t.event}>{detail.order.event_title}</td>
                  <td data-label={t.price}>
                    {formatMoney(line.price)}
                    {line.with_shirt ? ` + ${t.shirt(line.shirt_size, formatMoney(line.shirt_price))}` : ''}
                  </td>
                  <td data-label={t.line}>{states[i] === null ? t.unknown : states[i] ? t.canceled : t.active}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {parseAmount(detail.discounts.voucher) + parseAmount(detail.discounts.gift_card) > 0 ? (
            <p>{t.discounts(formatMoney(detail.discounts.voucher), formatMoney(detail.discounts.gift_card))}</p>
          ) : null}

          <h3>{t.payments}</h3>
          {detail.payments.length ? (
            <table className="sport-staff-more__table">
              <thead>
                <tr>
                  <th scope="col">{t.provider}</th>
                  <th scope="col">{t.amount}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.date}</th>
                </tr>
              </thead>
              <tbody>
                {detail.payments.map((payment) => (
                  <tr key={payment.uuid}>
                    <td data-label={t.provider}>{payment.provider}</td>
                    <td data-label={t.amount}>{formatMoney(payment.amount)}</td>
                    <td data-label={t.status}>{t.paymentStatuses[payment.status] ?? payment.status}</td>
                    <td data-label={t.date}>{when(payment.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="sport-empty">{t.noPayments}</p>
          )}

          <Refunds refunds={refunds} onChange={(refund) => keep([refund])} />

          <h3>{t.mails}</h3>
          {detail.mails.length ? (
            <ul className="sport-staff-order__mails">
              {detail.mails.map((mail, i) => (
                <li key={i}>
                  <strong>{mail.subject}</strong> · {mail.to} · {t.mailStatuses[mail.status] ?? mail.status} · {when(mail.created_at)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="sport-empty">{t.noMails}</p>
          )}

          <RefundForm
            order={detail.order}
            tickets={ticketList}
            onDone={(answer) => {
              keep(answer.refunds);
              // the new status and lines, read behind the result so the form and its message stay
              void refresh();
            }}
          />
        </>
      ) : null}
    </article>
  );
}
