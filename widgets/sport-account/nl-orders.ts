// Texts of the account area's orders and of undoing a ticket (spec §2 "Dashboard details", docs/rules.md
// "Cancellation"), read through nl.ts as nl.orders and nl.cancel. Dutch, 'je' form.
import { orderStatuses } from '../../shared/nl';

// the dashboard's orders, each its own receipt (printable)
export const orders = {
  title: 'Je bestellingen',
  order: (number: string) => `Bestelling ${number}`,
  number: 'Bestelnummer',
  date: 'Datum',
  amount: 'Bedrag',
  status: 'Status',
  statuses: orderStatuses,
  bought: 'Wat je kocht',
  ticket: (name: string) => `Deelname ${name}`,
  shirt: (size: string, name: string) => `Shirt maat ${size} voor ${name}`,
  free: 'gratis',
  // an API that does not say what the gift card paid: one line for both
  discount: 'Korting en cadeaubon',
  voucher: 'Korting',
  giftCard: 'Cadeaubon',
  paidByGiftCard: 'Betaald met cadeaubon',
  total: 'Totaal',
  print: 'Bon afdrukken',
  printOf: (number: string) => ` van ${number}`,
  // what went back of an order (docs/rules.md "Cancellation")
  refundedAmount: 'Terugbetaald',
  canceled: 'Geannuleerd',
  refunds: 'Terugbetalingen',
  refundTo: { account: 'Terug naar je rekening', gift_card: 'Terug op je cadeaubon' },
  refundStatuses: { pending: 'Wordt verwerkt', processing: 'Wordt verwerkt', refunded: 'Terugbetaald', failed: 'Mislukt' },
  refundFailed: (error: string) => `Mislukt: ${error}`,
} as const;

// 'Annuleren' on an upcoming ticket and its dialog: the server's numbers, one question, the result
export const cancel = {
  button: 'Annuleren',
  buttonOf: (name: string, event: string) => ` (${name}, ${event})`,
  title: (name: string) => `Inschrijving van ${name} annuleren`,
  loading: 'We rekenen uit wat je terugkrijgt…',
  retry: 'Opnieuw proberen',
  intro: (name: string, event: string) => `Je annuleert de inschrijving van ${name} voor ${event}.`,
  back: 'Dit krijg je terug:',
  toAccount: (amount: string) => `${amount} terug op je rekening`,
  toGiftCard: (amount: string) => `${amount} terug op je cadeaubon`,
  nothingBack: 'Er is voor deze inschrijving niets betaald, dus er gaat niets terug.',
  fee: (amount: string) => `${amount} houden we in, volgens de annuleringsregels.`,
  policy: 'Annuleringsregels:',
  final: 'De plek gaat meteen naar een ander kind. Dit kun je niet ongedaan maken.',
  confirm: (name: string) => `Ja, annuleer ${name}`,
  keep: 'Nee, terug',
  sending: 'Bezig met annuleren…',
  done: (name: string, event: string) => `De inschrijving van ${name} voor ${event} is geannuleerd.`,
  refundAccount: (amount: string) => `${amount} gaat terug naar je rekening; dat kan een paar dagen duren.`,
  refundGiftCard: (amount: string) => `${amount} staat weer op je cadeaubon.`,
  refundFailed: (amount: string, error: string) =>
    `De terugbetaling van ${amount} is nog niet gelukt${error ? ` (${error})` : ''}. We lossen het op; neem contact met ons op als je vragen hebt.`,
  mail: 'Je krijgt een bevestiging per e-mail.',
  contact: 'Zo bereik je ons:',
} as const;
