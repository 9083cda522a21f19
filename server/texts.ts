// Every Dutch message the API answers with, in one place, and below it the operator's start-up messages
// (the wording of mails sits with the mail that sends it: domain/order-mails.ts, domain/gift-card-mails.ts,
// domain/account-mails.ts; the test payment page's with that page, routes/dev.ts).
// House style (docs/rules.md): address the reader with 'je', say what to do, end with a period.

const plural = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;
/** A wait in seconds up to two minutes, in minutes beyond. */
const waitFor = (seconds: number) =>
  seconds < 120 ? plural(seconds, 'seconde', 'seconden') : plural(Math.ceil(seconds / 60), 'minuut', 'minuten');

export const texts = {
  // --- HTTP edge (server/http/)
  notLoggedIn: 'Je bent niet ingelogd.',
  sessionExpired: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  unreadable: 'De gegevens konden niet worden gelezen.',
  tooLarge: 'Je hebt te veel gegevens verstuurd. Maak je invoer korter en probeer het opnieuw.',
  serverError: 'Er ging iets mis op de server. Probeer het later opnieuw.',
  badRequest: 'De aanvraag is ongeldig.',
  notValid: 'De gegevens zijn niet geldig.',
  pageNotFound: 'Deze pagina of dit adres bestaat niet.',
  apiNotFound: 'Dit adres bestaat niet in de API.',
  devPageNotFound: 'Deze pagina bestaat niet.',
  devClockJsonOnly: 'Stuur het aantal dagen als JSON (Content-Type: application/json).',
  fileNotFound: 'Dit bestand bestaat niet.',
  returnSiteRefused: 'Dit terugkeeradres is niet toegestaan. Ga terug naar de site waar je bestelde.',

  // --- accounts (spec §7 auth calls)
  wrongCredentials: 'Dit e-mailadres en wachtwoord horen niet bij elkaar. Controleer je gegevens of vraag een nieuw wachtwoord aan.',
  emailTaken: 'Dit e-mailadres is al in gebruik. Log in of kies een ander e-mailadres.',
  forgotPasswordSent:
    'Als dit e-mailadres bij ons bekend is, hebben we je een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. Kijk ook in je spam.',
  resetInvalid: 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.',
  // a new password while logged in (PUT /api/user/password)
  wrongCurrentPassword:
    'Dit is niet je huidige wachtwoord. Typ het wachtwoord waarmee je inlogt, of log uit en vraag een nieuw wachtwoord aan.',
  samePassword: 'Je nieuwe wachtwoord is hetzelfde als je huidige. Kies een ander wachtwoord.',
  // their own data (GET /api/user/export, POST /api/user/delete; docs/rules.md "Their own data")
  wrongPassword: 'Dit is niet je wachtwoord. Typ het wachtwoord waarmee je inlogt.',
  deleteHasTickets: (titles: string) =>
    `Je account kan nog niet weg: je kind staat ingeschreven voor ${titles}. Annuleer die inschrijving eerst (onder Mijn account) of wacht tot het evenement voorbij is.`,
  deleteHasOpenPayment:
    'Je account kan nog niet weg: er loopt nog een betaling. Rond de betaling af of wacht tot die is verlopen (binnen een uur) en probeer het dan opnieuw.',
  accountDeleted:
    'Je account is verwijderd. Je gegevens en die van je kinderen zijn gewist; je bestellingen bewaren we zonder naam voor de boekhouding.',
  tooManyAttempts: (seconds: number) =>
    `Je hebt te vaak een verkeerd wachtwoord ingevuld. Wacht ${plural(seconds, 'seconde', 'seconden')} en probeer het dan opnieuw.`,
  tooManyFromNetwork: (seconds: number) =>
    `Er is vanaf jouw netwerk te vaak een verkeerd wachtwoord ingevuld. Wacht ${plural(Math.ceil(seconds / 60), 'minuut', 'minuten')} en probeer het dan opnieuw.`,
  tooManyChecks: (seconds: number) => `Je hebt te vaak een ongeldige link geopend. Wacht ${waitFor(seconds)} en probeer het dan opnieuw.`,
  /** many failed logins for one e-mail address, from any number of networks (domain/throttle.ts) */
  tooManyForAccount: (seconds: number) =>
    `Er is te vaak een verkeerd wachtwoord ingevuld voor dit e-mailadres. Wacht ${waitFor(seconds)} en probeer het dan opnieuw, of vraag een nieuw wachtwoord aan.`,
  tooManyRegistrations: (seconds: number) =>
    `Er zijn vanaf jouw netwerk te veel accounts aangemaakt. Probeer het over ${waitFor(seconds)} opnieuw, of log in als je al een account hebt.`,

  // --- profiles, events
  profileNotFound: 'Dit profiel bestaat niet. Kies een kind uit je lijst met profielen.',
  eventNotFound: 'Dit evenement bestaat niet.',
  stockUuidsInvalid: 'Geef de evenementen als uuids, gescheiden door komma’s (letters, cijfers, - en _).',
  stockUuidsTooMany: (max: number) => `Vraag de plekken van hoogstens ${max} evenementen tegelijk op.`,

  // --- cart and checkout (spec §4 "Order flow")
  eventUnknown: 'Dit evenement bestaat niet. Kies een evenement uit de lijst.',
  profileNotYours: 'Dit kind staat niet in je account. Kies een van je eigen kinderen.',
  oneEvent: 'Schrijf per keer in voor één evenement. Rond eerst deze inschrijving af.',
  notInCart: 'Dit kind staat niet in je winkelwagen.',
  cartEmpty: 'Je winkelwagen is leeg. Kies eerst een of meer kinderen.',
  notEnoughPlaces: 'Er zijn niet genoeg plaatsen meer vrij voor dit evenement.',
  eventEnded: 'Dit evenement is afgelopen. Je kunt je er niet meer voor inschrijven.',
  shirtSizeMissing: (name: string) => `Kies een shirtmaat voor ${name}.`,
  alreadyRegistered: (name: string) => `${name} is al ingeschreven voor dit evenement.`,
  /** a second checkout while the first still waits for the provider */
  checkoutBusy: 'Je betaling wordt al gestart. Wacht even en ga dan verder op de betaalpagina.',
  /** the order was replaced by a newer checkout while its payment was being created */
  checkoutReplaced: 'Je hebt intussen opnieuw afgerekend. Ga verder op de nieuwste betaalpagina.',
  orderNotFound: 'Deze bestelling bestaat niet.',

  // --- payments
  paymentStartFailed: 'De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.',
  paymentStatusUnavailable: 'De status van de betaling kon niet worden opgehaald. Probeer het later opnieuw.',
  paymentNotFound: 'Deze betaling bestaat niet.',

  // --- codes (vouchers and gift cards)
  voucherUnknown: 'Deze kortingscode bestaat niet. Controleer de code.',
  voucherExpired: 'Deze kortingscode is verlopen. Gebruik een andere code.',
  voucherUsedUp: 'Deze kortingscode is al zo vaak gebruikt als mogelijk is. Gebruik een andere code.',
  /** the parent's own limit (vouchers.max_uses_per_user); an unpaid order of theirs with the code counts too */
  voucherUsedByYou: (max: number) =>
    max === 1
      ? 'Je hebt deze kortingscode al gebruikt bij een eerdere bestelling. Je kunt hem één keer gebruiken; gebruik een andere code.'
      : `Je hebt deze kortingscode al ${max} keer gebruikt, zo vaak als kan. Gebruik een andere code.`,
  giftCardUnknown: 'Deze cadeauboncode bestaat niet. Controleer de code.',
  giftCardExpired: 'Deze cadeaubon is verlopen. Gebruik een andere cadeaubon.',
  giftCardEmpty: 'Het tegoed van deze cadeaubon is op. Gebruik een andere cadeaubon.',
  giftCardOrderNotFound: 'Deze cadeaubonbestelling bestaat niet.',
  amountNotOffered: (amounts: number[]) => `Kies een van de bedragen: ${amounts.map((a) => `€${a}`).join(', ')}.`,
  // --- canceling and refunds (docs/rules.md "Cancellation")
  ownTicketNotFound: 'Dit ticket bestaat niet of is niet van jou.',
  ticketAlreadyCanceled: 'Dit ticket is al geannuleerd.',
  cancelTooLate: (until: string) =>
    `Annuleren kon tot en met ${until}. Neem contact met ons op als je toch niet kunt komen; misschien kan een ander kind je plek innemen.`,
  refundTooMuch: (left: string) => `Er kan nog hoogstens ${left} worden terugbetaald.`,
  refundNoPayment: 'Bij deze bestelling hoort geen betaling die kan worden terugbetaald.',
  refundFailedAtProvider: 'De betaalprovider heeft de terugbetaling geweigerd.',
  refundNotFound: 'Deze terugbetaling bestaat niet.',
  refundNotFailed: 'Alleen een mislukte terugbetaling kan opnieuw worden geprobeerd.',
  staffTicketsNotInOrder: 'Een of meer van deze tickets horen niet bij deze bestelling.',

  graphqlNotJson: 'Stuur je GraphQL-vraag als JSON, met de header Content-Type: application/json.',
  graphqlNotAcceptable: 'Vraag het GraphQL-antwoord als JSON op, met de header Accept: application/json.',

  // --- questions per event (docs/rules.md "Questions per event")
  answerYesNo: (label: string, child: string) => `Kies ja of nee bij "${label}" voor ${child}.`,
  answerChoice: (label: string, child: string) => `Kies een antwoord bij "${label}" voor ${child}.`,
  answerText: (label: string, child: string) => `Vul een antwoord in bij "${label}" voor ${child}.`,
  answerNotAnOption: (label: string, options: string[]) =>
    `Kies bij "${label}" een van deze antwoorden: ${options.slice(0, -1).join(', ')}${options.length > 1 ? ' of ' : ''}${options.at(-1) ?? ''}.`,
  answerUnsafe: (label: string) => `Je antwoord bij "${label}" bevat tekens die niet zijn toegestaan. Haal ze weg en probeer het opnieuw.`,
  answersChildNotInCart: 'Dit kind staat niet in je winkelwagen. Ga terug naar stap 1 en kies het kind opnieuw.',
  answersClosed: 'Het evenement is begonnen: de antwoorden kun je niet meer wijzigen. Neem contact met ons op als er iets veranderd is.',

  // --- held places and the waiting list (docs/rules.md "Held places", "Waiting list")
  cartFull: 'Er is geen plek meer vrij voor dit evenement. Zet je kind op de wachtlijst: komt er een plek vrij, dan krijg je een mail.',
  holdNotExtended: 'Er zijn geen plekken meer vrij, dus we kunnen je plekken niet langer vasthouden. Rond je bestelling nu af.',
  holdAtLimit: (minutes: number) =>
    `We houden plekken hoogstens ${Math.round(minutes)} minuten vast, zodat andere gezinnen ook een kans krijgen. Rond je bestelling nu af.`,
  familyCap: (max: number) => `Je kunt voor dit evenement maximaal ${plural(max, 'kind', 'kinderen')} inschrijven.`,
  salesNotOpen: (when: string) => `Inschrijven kan vanaf ${when}.`,
  placesFree: 'Er zijn nog plekken vrij voor dit evenement. Schrijf je kind gewoon in.',
  alreadyHasPlace: (name: string) => `${name} heeft al een plek voor dit evenement. Rond je bestelling af.`,
  waitingEntryUnknown: 'Deze plek op de wachtlijst bestaat niet (meer).',
  offerNotYours: 'Deze uitnodiging is voor een ander account. Log in met het account waarop je de mail kreeg.',
  offerOverCap: (capMessage: string) => `${capMessage} De plek is daarom aan de volgende op de wachtlijst gegeven.`,
  offerExpired: 'Deze uitnodiging is verlopen: de plek is aan de volgende op de wachtlijst gegeven. Zet je kind opnieuw op de wachtlijst.',

  // --- the staff back office (docs/rules.md "§6 Roles and permissions")
  staffOnly: 'Alleen voor medewerkers. Log in met een beheeraccount.',
  ticketNotFound: 'Dit ticket bestaat niet.',
  sinceInvalid: 'Geef since als tijdstip (ISO 8601), zoals server_time in het vorige antwoord.',
  trainerNotFound: 'Deze trainer bestaat niet. Kies een trainer uit de lijst.',
  feedbackTooEarly: 'Feedback kun je schrijven vanaf de eerste dag van het evenement.',
  photoMissing: 'Kies een foto (JPEG, PNG of WebP) om te uploaden.',
  photoTooLarge: 'Deze foto is groter dan 5 MB. Kies een kleinere foto.',
  photoWrongType: 'Dit bestand is geen JPEG-, PNG- of WebP-foto. Kies een foto in een van die formaten.',
  photoBroken: 'Deze foto kon niet worden gelezen. Het bestand is misschien beschadigd; kies een andere foto.',
  placesBelowTaken: (taken: number, sold: number, held: number) =>
    `Er zijn al ${taken} plaatsen bezet (${sold} verkocht, ${held} vastgehouden). Kies minstens ${taken} plaatsen.`,

  tooManyCodes: (seconds: number) =>
    `Je hebt te vaak een code geprobeerd die niet bestaat. Probeer het over ${plural(Math.max(1, Math.ceil(seconds / 60)), 'minuut', 'minuten')} opnieuw.`,
} as const;

/** For the operator: the settings the server refuses to start with (main.ts prints them and stops), and its warnings. */
export const startupTexts = {
  unknownPayments: (value: string) => `De server start niet: PAYMENTS=${value} bestaat niet. Kies PAYMENTS=test of PAYMENTS=mollie.`,
  mollieWithoutKey: 'De server start niet: PAYMENTS=mollie zonder MOLLIE_API_KEY. Zet je Mollie API-sleutel in MOLLIE_API_KEY.',
  testPaymentsInProduction:
    'De server start niet: NODE_ENV=production zonder echte betaalprovider. Zet MOLLIE_API_KEY voor echte betalingen, of PAYMENTS=test als je bewust met testbetalingen (zonder betaalpagina) wilt draaien.',
  smtpUrlInvalid: 'De server start niet: SMTP_URL is geen geldig adres. Gebruik smtp://gebruiker:wachtwoord@host:poort of smtps://….',
  smtpUrlScheme: (protocol: string) => `De server start niet: SMTP_URL moet beginnen met smtp:// of smtps://, niet met ${protocol}//.`,
  mailFromMissing:
    'De server start niet: zet MAIL_FROM op het afzenderadres van de mails, bijvoorbeeld "Sportkamp Vooruit <noreply@sportkamp.nl>".',
  passwordHashCost: (value: string) =>
    `De server start niet: PASSWORD_HASH_COST=${value} is geen heel getal van 10 tot en met 20. Laat het weg (14) of kies een getal in dat bereik.`,
  passwordHashCostInProduction: (value: string) =>
    `De server start niet: PASSWORD_HASH_COST=${value} is te laag voor NODE_ENV=production. Gebruik 14 of hoger (of laat het weg).`,
  devToolsPublic: (where: string) => `WAARSCHUWING: DEV_TOOLS=public en de server luistert op ${where} (niet alleen deze computer).`,
} as const;
