// Words used by several widgets (docs/architecture.md "Texts and formatting").
import type { OrderStatus } from './contract/order';

export const nl = {
  next: 'Verder',
  saved: 'Opgeslagen!',
  actionSucceeded: 'Actie is geslaagd',
  errorTitle: 'Er is iets foutgegaan',
  // the form-error summary (spec §8 keeps form errors apart from the general box): a typo is no disaster
  formErrorTitle: 'Het is nog niet gelukt',
  // 'Succes' reads as "good luck"
  successTitle: 'Gelukt',
  loggedOut: 'Je bent uitgelogd.',
  loading: 'Bezig met laden…',
  // an event whose sign-up opens at a set moment (docs/rules.md "Sales opening"; shared/ui/SalesNotice.tsx)
  salesOpenFrom: (moment: string) => `Inschrijven kan vanaf ${moment}`,
  requiredHint: 'Velden met een * zijn verplicht.',
  close: 'Sluiten',
  // 'Zet in je agenda': the event as a calendar file (success page, dashboard; shared/ui/CalendarLink.tsx)
  addToCalendar: 'Zet in je agenda',
  addToCalendarOf: (title: string) => ` (${title})`,
  // the terms checkbox of the order and gift-card checkouts (shared/ui/Terms.tsx)
  terms: {
    before: 'Ik ga akkoord met de ',
    terms: 'algemene voorwaarden',
    between: ' en het ',
    privacy: 'privacybeleid',
    after: '.',
    newWindow: '(opent in een nieuw venster)',
  },
  // the questions per child of an event (docs/rules.md "Questions per event"; shared/ui/QuestionField.tsx)
  questions: {
    yes: 'Ja',
    no: 'Nee',
    notAnswered: 'Niet ingevuld',
    missing: (label: string, child: string) => `Beantwoord "${label}" voor ${child}.`,
  },
  // the info button of a field with instructions (spec §2)
  instructionFor: (label: string) => `Uitleg bij ${label}`,
  // the three-box birth date (shared/ui/BirthdateInput.tsx): the account's profile form and the order flow's new child
  birthdate: {
    label: 'Geboortedatum',
    hint: 'Bijvoorbeeld 09 04 2016.',
    day: 'Dag',
    month: 'Maand',
    year: 'Jaar',
    dayInvalid: 'Vul een dag in van 1 tot en met 31.',
    monthInvalid: 'Vul een maand in van 1 tot en met 12.',
    yearInvalid: 'Vul een jaar in van 4 cijfers, 1900 of later.',
  },
  // the counter under a text area with a maximum length (form kit, shared/ui/TextArea.tsx)
  characterCount: (count: number, max: number) => `${count} van ${max} tekens`,
  networkError: 'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  timeoutError: 'De server reageert niet op tijd. Probeer het over een paar tellen opnieuw.',
  malformedAnswer: 'Het antwoord van de server is onleesbaar. Probeer het later opnieuw.',
  // spec §8 "If a submitted action throws, the form shows 'Something went wrong'", in Dutch
  somethingWentWrong: 'Er ging iets mis. Probeer het opnieuw.',
  unknownError: 'Er ging iets mis bij de server. Probeer het later opnieuw.',
  // how to reach the shop (shared/ui/ShopContactLine.tsx): beside the pay button, in the cancel dialog
  contact: {
    mail: 'Mail naar',
    or: 'of',
    call: 'Bel',
    callLower: 'bel',
  },
  // the cart store's own texts (spec §4 "Cart")
  cart: {
    unsafePaymentUrl:
      'We konden de betaalpagina niet openen: de server gaf een ongeldig adres. Probeer het opnieuw of neem contact met ons op.',
    emptyCart: 'Je winkelmand is leeg. Kies eerst een kind voor dit evenement.',
  },
} as const;

/** An order's status in words, for the parent's orders and the back office's (spec §2 "Dashboard details"). */
export const orderStatuses = {
  open: 'Nog niet betaald',
  pending: 'Betaling wordt verwerkt',
  paid: 'Betaald',
  failed: 'Betaling mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
  // the parent waits for the money; staff read the same state as work still to do (orderStatusesForStaff)
  refund_needed: 'Wordt terugbetaald',
  partially_refunded: 'Deels terugbetaald',
  refunded: 'Terugbetaald',
} satisfies Record<OrderStatus, string>;

export const orderStatusesForStaff: Record<string, string> = { ...orderStatuses, refund_needed: 'Moet terugbetaald worden' };
