// Texts of the order flow (spec §2 "Order step 1–3", "Success and failed pages"). Dutch, 'je' form.
import type { CompleteProfileField as ProfileField } from '../../shared/contract/profile';

const fieldNames: Record<ProfileField, string> = {
  first_name: 'voornaam',
  last_name: 'achternaam',
  street: 'straat',
  house_number: 'huisnummer',
  birthdate: 'geboortedatum',
  postal_code: 'postcode',
  country: 'land',
  gender: 'geslacht',
  contact_phone: 'telefoonnummer voor noodgevallen',
  family_doctor: 'huisarts',
  club: 'club',
  team: 'team',
  position: 'positie',
};

export const nl = {
  steps: {
    label: 'Stappen van je bestelling',
    participants: 'Kinderen',
    extras: 'Extra’s',
    questions: 'Vragen',
    summary: 'Overzicht',
  },
  loadingEvent: 'Het evenement wordt geladen…',
  // document titles of the pages (WCAG 2.4.2), as the page templates write them (demo-pages/site.ts)
  pageTitles: {
    participants: 'Wie gaan er mee?',
    extras: 'Extra’s kiezen',
    questions: 'Vragen per kind',
    summary: 'Overzicht',
    success: 'Betaling gelukt',
    failed: 'Betaling mislukt',
  },
  retry: 'Probeer opnieuw',
  loadFailed: 'Je bestelling kon niet worden geladen. Wacht even en probeer het opnieuw.',
  notFound: 'Deze pagina bestaat niet.',
  // an order link of an event that cannot be booked any more
  closed: {
    soldOut: 'Dit evenement is uitverkocht',
    ended: 'Dit evenement is afgelopen',
    soldOutText: (title: string) => `Alle plekken voor ${title} zijn vergeven. Je kunt je kind hiervoor niet meer inschrijven.`,
    soldOutWaiting: (title: string) => `Alle plekken voor ${title} zijn vergeven.`,
    endedText: (title: string) => `${title} is al voorbij. Je kunt je kind hiervoor niet meer inschrijven.`,
    events: 'Bekijk de komende evenementen',
    // no place free, but some only held in other families' carts (docs/rules.md "Held places")
    held: 'Alle plekken zijn nu bezet',
    heldText: (title: string, time: string) =>
      `De laatste plekken voor ${title} liggen in het winkelmandje van andere gezinnen. Ronden zij hun bestelling niet af, dan komen ze vrij, de eerste om ${time}. Zet je kind op de wachtlijst, dan krijg je een mail zodra er een plek voor je is.`,
    // step 1, a child refused because the last place went meanwhile
    fullNow: 'Er is geen plek meer vrij',
    fullNowText: 'Zet je kind op de wachtlijst: komt er een plek vrij, dan krijg je een mail.',
  },
  // held places (docs/rules.md "Held places"): shown only when the API says until when
  hold: {
    until: (time: string) => `We houden de plekken voor je vast tot ${time}.`,
    over: 'We houden je plekken niet meer vast. Zijn er nog plekken vrij, dan kun je gewoon verder.',
    minutesLeft: (minutes: number) => (minutes === 1 ? 'Nog 1 minuut.' : `Nog ${minutes} minuten.`),
    // the live region's words: a change only, never the box's sentence again
    fiveMinutesSaid: 'Je hebt nog 5 minuten om je bestelling af te ronden.',
    oneMinuteSaid: 'Je hebt nog 1 minuut. Rond je bestelling af of houd je plekken langer vast.',
    overSaid: 'De tijd is om.',
    kept: 'Je plekken worden langer vastgehouden.',
    keep: 'Langer vasthouden',
  },
  // the sold-out page when the API keeps a waiting list (docs/rules.md "Waiting list")
  waitingList: {
    title: 'Zet je kind op de wachtlijst',
    text: 'Komt er een plek vrij, dan krijgt de eerste op de wachtlijst een mail. We houden de plek dan een tijd voor je vast.',
    choose: 'Kies je kinderen',
    join: 'Zet op de wachtlijst',
    chooseFirst: 'Kies minstens één kind voor de wachtlijst.',
    noChildren: 'Je hebt nog geen kinderen in je account. Voeg eerst een kind toe bij Profielen.',
    yours: 'Op de wachtlijst',
    position: (name: string, position: number) => `${name}: plek ${position} op de wachtlijst`,
    offered: (name: string, time: string) => `${name}: er is een plek voor je vrij tot ${time}. Open de link in je mail.`,
    claimed: (name: string) => `${name}: de plek staat in je winkelwagen.`,
    // step 1 right after the offer mail's link put the child in the cart
    offerFor: (name: string) => `Er is een plek vrij voor ${name}. Rond je bestelling af om de plek te houden.`,
    expired: (name: string) => `${name}: de plek is naar de volgende gegaan.`,
    leave: 'Verlaten',
    leaveLabel: (name: string) => `${name} van de wachtlijst halen`,
    joined: 'Je staat op de wachtlijst. We mailen je als er een plek vrijkomt.',
    left: 'Je kind staat niet meer op de wachtlijst.',
  },
  footer: {
    label: 'Je bestelling',
    total: 'Totaal',
    age: (age: string) => `Leeftijd: ${age}`,
  },
  participants: {
    title: 'Wie gaan er mee?',
    existing: 'Kies je kinderen',
    /** the legend when the account has no children yet: nothing to choose */
    existingNone: 'Kinderen in je account',
    noChildren: 'Je hebt nog geen kinderen in je account. Voeg hieronder een kind toe.',
    newChildren: 'Nieuwe kinderen',
    newChild: (n: number) => `Nieuw kind ${n}`,
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    addChild: 'Voeg een kind toe',
    removeChild: (n: number) => `Verwijder nieuw kind ${n}`,
    remove: 'Verwijderen',
    registered: 'Al ingeschreven',
    pricePerChild: (price: string) => `Prijs: ${price}`,
    // docs/rules.md §4 "Age range": a warning, not a block
    ageRange: (min: number | null, max: number | null) =>
      min !== null && max !== null ? `van ${min} t/m ${max} jaar` : min !== null ? `vanaf ${min} jaar` : `tot en met ${max} jaar`,
    ageWarning: (name: string, age: number, title: string, range: string) =>
      `Let op: ${name} is op de eerste dag ${age} jaar, en ${title} is voor kinderen ${range}. Je kunt ${name} toch inschrijven; twijfel je, neem dan eerst contact met ons op.`,
    hint: {
      loading: 'Even geduld: we verwerken je keuze.',
      empty: 'Kies minstens één kind of voeg een kind toe om verder te gaan.',
      rowsIncomplete: 'Vul de voornaam, achternaam en geboortedatum van elk nieuw kind in, of verwijder de lege rij.',
    },
  },
  extras: {
    title: 'Welke extra’s wil je bestellen?',
    oldPrice: 'Oude prijs:',
    free: '€0',
    freeLabel: 'nu gratis',
    perChild: 'Kies per kind of je een shirt wilt',
    wantShirt: (name: string) => `Shirt voor ${name}`,
    size: (name: string) => `Maat voor ${name}`,
    sizePlaceholder: 'Selecteer een maat',
    sizeMissing: 'Kies een maat.',
    hint: {
      loading: 'Even geduld: we slaan je keuze op.',
      missingSize: (names: readonly string[]) =>
        names.length
          ? `Kies een maat voor het shirt van ${new Intl.ListFormat('nl', { type: 'conjunction' }).format(names)} om verder te gaan.`
          : 'Kies een maat voor elk shirt om verder te gaan.',
    },
  },
  // the event's questions per child (docs/rules.md "Questions per event")
  questions: {
    title: 'Een paar vragen per kind',
    intro: 'De trainers willen dit van elk kind weten. Je kunt je antwoorden tot de eerste dag nog wijzigen in je account.',
    child: (name: string) => `Vragen over ${name}`,
    hint: { loading: 'Even geduld: we slaan je antwoorden op.' },
    // the summary repeats them
    answers: 'Antwoorden',
    answersOf: (name: string) => `Antwoorden voor ${name}`,
    change: 'Antwoorden wijzigen',
  },
  summary: {
    title: 'Controleer je bestelling',
    participants: 'Deelnemers',
    options: 'Opties',
    noOptions: 'Geen extra’s gekozen.',
    shirt: (title: string, size: string) => `${title}, maat ${size}`,
    shirtFor: (name: string) => `voor ${name}`,
    free: 'gratis',
    subtotal: 'Subtotaal',
    discount: (codes: string) => (codes ? `Korting (${codes})` : 'Korting'),
    // a gift card is no discount, it pays part of the order
    giftCard: (code: string) => `Cadeaubon (${code})`,
    total: 'Totaal',
    voucherToggle: 'Ik heb een kortingscode',
    voucherLabel: 'Kortingscode',
    giftCardToggle: 'Ik heb een cadeaubon',
    giftCardLabel: 'Cadeauboncode',
    apply: 'Toepassen',
    applied: 'De code is toegepast.',
    removeCode: 'Code verwijderen',
    removeCodeLabel: (code: string) => `Code ${code} verwijderen`,
    removed: 'De code is verwijderd.',
    pay: 'Verder naar betalen',
    // the codes pay everything: no payment page follows
    complete: 'Bestelling afronden',
    hint: {
      loading: 'Even geduld: we verwerken je bestelling.',
      terms: 'Ga akkoord met de algemene voorwaarden en het privacybeleid om verder te gaan.',
    },
  },
  // beside the pay button: how you pay, the cancellation rule, how to reach the shop
  safe: {
    title: 'Veilig betalen',
    methods: 'Je betaalt op de beveiligde betaalpagina van onze betaalpartner met',
    cancel: 'Annuleren:',
    questions: 'Vragen?',
  },
  success: {
    title: 'Bedankt voor je bestelling!',
    // the order number is also in the confirmation mail's subject
    receipt: 'Je bestelling',
    number: 'Bestelnummer',
    amountPaid: 'Betaald',
    amountToPay: 'Bedrag',
    // paid in full by a gift card: no payment was made, so no 'betaling van € 0,00'
    paidWithGiftCard: 'Je bestelling is betaald met je cadeaubon.',
    giftCardPaid: 'Betaald met je cadeaubon',
    giftCardBalance: 'Tegoed op je cadeaubon',
    event: 'Je evenement',
    children: 'Ingeschreven kinderen',
    shirt: (size: string) => `Shirt, maat ${size}`,
    noShirt: 'Zonder shirt',
    incomplete: 'Missende gegevens',
    missing: (fields: readonly ProfileField[]) => `Vul nog aan: ${fields.map((f) => fieldNames[f]).join(', ')}.`,
    completeProfile: (name: string) => `Gegevens van ${name} aanvullen`,
    complete: 'Gegevens compleet',
    nextTitle: 'Wat nu?',
    nextIncomplete: (name: string) =>
      `De trainers hebben nog een paar gegevens van ${name} nodig voordat het evenement begint. Het kost je een paar minuten.`,
    completeChild: (name: string) => `Vul de gegevens van ${name} aan`,
    alsoComplete: 'Daarna ook nog:',
    nextDashboard: 'Alles is klaar. In je overzicht vind je je evenementen en bestellingen terug.',
    toDashboard: 'Naar je overzicht',
    pending: 'Je betaling wordt nog verwerkt. Ververs deze pagina over een paar tellen als er niets verandert.',
    socials: 'Volg ons',
  },
  failed: {
    title: 'De betaling is niet gelukt',
    home: 'Terug naar home',
    // one short label, not 'Terug naar {title}': a long title wrapped the button at 320 px
    backToEvent: 'Terug naar het evenement',
    backToEvents: 'Terug naar de evenementen',
    payAgain: 'Opnieuw betalen',
    canceledTitle: 'Je hebt de betaling geannuleerd',
    canceled: 'Er is niets afgeschreven. Je keuzes staan nog klaar: betaal opnieuw wanneer je wilt.',
    expired: 'De tijd om te betalen was verlopen voordat de betaling rond was.',
    refundTitle: 'Er was geen plek meer vrij',
    refund:
      'Je betaling kwam binnen toen de plekken voor dit evenement al weg waren. Je bestelling gaat daarom niet door en we betalen het bedrag terug. Je krijgt hierover ook een e-mail.',
  },
} as const;
