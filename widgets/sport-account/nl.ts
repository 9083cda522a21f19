// Texts of the account area (spec §2). Dutch, 'je' form; error messages say what to do and end with a period.
import { answers } from './nl-answers';
import { cancel, orders } from './nl-orders';

/** 'Sem', 'Sem en Lotte', 'Sem, Lotte en Daan' */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} en ${names[names.length - 1]}`;
}

export const nl = {
  menu: {
    label: 'Accountmenu',
    /** the phone's menu button: another name than the site navigation's 'Menu' beside it */
    toggle: 'Accountmenu',
    overview: 'Overzicht',
    details: 'Gegevens',
    profiles: 'Profielen',
    logout: 'Uitloggen',
  },
  login: {
    title: 'Inloggen',
    intro: 'Log in om evenementen te bestellen en je kinderen te beheren.',
    // on the way to an order: the camp by name; the account is made in the first step
    forOrder: (title: string) => `Je schrijft je kind in voor ${title}. Log in, of maak eerst een account: dat is de eerste stap.`,
    forOrderUnnamed: 'Je schrijft je kind in. Log in, of maak eerst een account: dat is de eerste stap.',
    newHere: 'Nieuw hier? Maak een account',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    noAccount: 'Nog geen account?',
    register: 'Maak een account aan',
    forgot: 'Wachtwoord vergeten?',
  },
  register: {
    title: 'Account aanmaken',
    intro: 'Met een account bestel je tickets voor je kinderen en zie je hun evenementen terug.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    passwordHint: 'Minimaal 8 tekens.',
    passwordConfirmation: 'Herhaal wachtwoord',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    submit: 'Account aanmaken',
    haveAccount: 'Heb je al een account?',
    login: 'Log in',
  },
  forgot: {
    title: 'Wachtwoord vergeten',
    intro: 'Vul het e-mailadres van je account in. We sturen je een e-mail met een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mailadres',
    submit: 'Stuur de link',
    // the button after sending: nothing was saved, a link was sent
    sent: 'Link verstuurd',
    backToLogin: 'Terug naar inloggen',
  },
  reset: {
    title: 'Nieuw wachtwoord instellen',
    intro: 'Kies een nieuw wachtwoord voor je account. Daarna ben je meteen ingelogd.',
    email: 'E-mailadres',
    password: 'Nieuw wachtwoord',
    passwordHint: 'Minimaal 8 tekens.',
    passwordConfirmation: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord opslaan',
    newLink: 'Werkt de link niet meer? Vraag een nieuwe link aan',
    askNewLink: 'Vraag een nieuwe link aan',
    // a used, expired or unknown link; the advice is the link below it
    linkDead: 'Deze link om je wachtwoord te herstellen werkt niet meer: hij is al gebruikt, verlopen of onjuist.',
    done: 'Je nieuwe wachtwoord is opgeslagen. Je bent nu ingelogd.',
  },
  details: {
    title: 'Mijn gegevens',
    intro: 'Dit zijn de gegevens van jouw account. We gebruiken je telefoonnummer als we je tijdens een evenement moeten bereiken.',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
    emailHint: 'Je e-mailadres is ook je inlognaam en kun je hier niet wijzigen.',
    submit: 'Opslaan',
  },
  // docs/rules.md "Their own data" (AVG)
  ownData: {
    title: 'Je gegevens downloaden of verwijderen',
    downloadIntro:
      'Download alles wat we van jou en je kinderen bewaren in één bestand: je account, de profielen, bestellingen, inschrijvingen, de wachtlijst en de e-mails die we je stuurden.',
    download: 'Download mijn gegevens',
    downloading: 'Bezig met downloaden…',
    downloaded: 'Je gegevens zijn gedownload als mijn-gegevens.json.',
    deleteIntro:
      'Wil je geen account meer? Dan wissen we je gegevens en die van je kinderen. Je bestellingen bewaren we zonder naam, omdat de wet ons dat voor de boekhouding vraagt.',
    delete: 'Verwijder mijn account',
    dialogTitle: 'Account verwijderen',
    dialogText:
      'Je naam, e-mailadres, telefoonnummer en de gegevens van je kinderen worden gewist. Inloggen kan daarna niet meer. Dit kun je niet ongedaan maken.',
    dialogTickets: 'Staat een kind nog ingeschreven voor een evenement dat nog komt? Annuleer dat eerst, of wacht tot het voorbij is.',
    password: 'Je wachtwoord',
    passwordHint: 'Zo weten we zeker dat jij het bent.',
    confirm: 'Ja, verwijder mijn account',
    sending: 'Bezig met verwijderen…',
    keep: 'Nee, houd mijn account',
  },
  // spec §4 "Profile save" and "Account save"
  savedMessage: 'Je wijzigingen zijn opgeslagen',
  profiles: {
    title: 'Profielen',
    intro: 'Hier staan de profielen van je kinderen. Vul ze helemaal in voordat je kind meedoet aan een evenement.',
    none: 'Je hebt nog geen kinderen toegevoegd.',
    birthdate: 'Geboortedatum',
    gender: 'Geslacht',
    // spec §2 "Profile list": m is Jongen, f is Meisje, otherwise Onbekend
    genderLabel: (gender: string) => (gender === 'm' ? 'Jongen' : gender === 'f' ? 'Meisje' : 'Onbekend'),
    // null: the question was never answered (a safety question has no default)
    medical: (yes: boolean | null) => `Medische bijzonderheden: ${yes === null ? 'nog niet ingevuld' : yes ? 'Ja' : 'Nee'}`,
    unknown: 'Onbekend',
    edit: 'Bewerken',
    editFor: (name: string) => ` (${name})`,
    add: 'Voeg nog een kind toe',
    addFirst: 'Voeg een kind toe',
    added: (name: string) => `${name} is toegevoegd. Vul nu de andere gegevens in, dan is het profiel compleet.`,
    completeNew: (name: string) => `Gegevens van ${name} invullen`,
    addTitle: 'Kind toevoegen',
    addIntro: 'Begin met de naam. De andere gegevens vul je daarna in bij het profiel.',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    save: 'Kind opslaan',
    cancel: 'Annuleren',
    saveHint: 'Vul de voornaam en de achternaam in om het kind op te slaan.',
    duplicate: 'Je hebt al een kind met deze naam.',
  },
  status: {
    complete: 'Gegevens compleet',
    // spec §2 "Dashboard details": the text for an incomplete profile
    incomplete: 'Missende gegevens',
  },
  // which fields a complete profile still needs, each a link to its field
  missing: {
    title: 'Nog nodig voor een compleet profiel:',
    labels: {
      first_name: 'Voornaam',
      last_name: 'Achternaam',
      birthdate: 'Geboortedatum',
      gender: 'Geslacht',
      club: 'Club',
      team: 'Team',
      position: 'Positie',
      street: 'Straat',
      house_number: 'Huisnummer',
      postal_code: 'Postcode',
      country: 'Land',
      family_doctor: 'Huisarts',
      contact_phone: 'Telefoonnummer voor noodgevallen',
    },
  },
  profile: {
    title: (name: string) => `Profiel van ${name}`,
    titleFallback: 'Profiel bewerken',
    intro: 'Deze gegevens hebben de trainers nodig om je kind veilig mee te laten doen.',
    // spec §5: the fields the form requires to save, and the four it saves without (they still count for complete)
    requiredHint:
      'Velden met een * zijn nodig voor een compleet profiel. Geslacht, club, team en positie mag je ook later invullen; zonder de andere velden met een * kun je niet opslaan.',
    noClub: 'Speelt niet bij een club',
    noClubHint: 'Dan zijn club, team en positie niet nodig.',
    notFound: 'Dit profiel bestaat niet (meer). Kies een kind uit je profielen.',
    backToList: 'Terug naar de profielen',
    child: 'Kind',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    birthdate: 'Geboortedatum',
    gender: 'Geslacht',
    genders: { m: 'Jongen', f: 'Meisje', u: 'Onbekend' },
    laterHint: 'Nodig voor een compleet profiel; je mag het ook later invullen.',
    sport: 'Sport',
    club: 'Club',
    team: 'Team',
    position: 'Positie',
    positionHint: 'Bijvoorbeeld keeper, verdediger of aanvaller.',
    address: 'Adres',
    // copy a brother's or sister's address
    sameAddress: (name: string) => `Zelfde adres als ${name}`,
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postalCode: 'Postcode',
    city: 'Woonplaats',
    country: 'Land',
    defaultCountry: 'Nederland',
    health: 'Gezondheid',
    medical: 'Heeft je kind medische bijzonderheden?',
    yes: 'Ja',
    no: 'Nee',
    familyDoctor: 'Huisarts',
    familyDoctorHint: 'Naam en plaats van de huisarts.',
    allergies: 'Allergieën',
    additionalInfo: 'Aanvullende informatie',
    additionalInfoHint: 'Bijvoorbeeld medicijnen, of iets waar de trainers op moeten letten.',
    groupPreference: 'Groepsvoorkeur',
    groupPreferenceHint: 'Bijvoorbeeld een vriendje of vriendinnetje bij wie je kind in de groep wil.',
    contact: 'Telefoonnummer voor noodgevallen',
    contactOwn: (phone: string) => (phone ? `Mijn eigen nummer (${phone})` : 'Mijn eigen nummer'),
    contactOwnMissing: 'Je hebt nog geen telefoonnummer in je gegevens. Kies Anders… en vul een nummer in.',
    contactOther: 'Anders…',
    contactPhone: 'Ander telefoonnummer',
    submit: 'Opslaan',
  },
  banner: {
    // spec §4 "Incomplete-profile banner": 'het evenement' only for children with a ticket for one;
    // for the others it says 'een evenement'
    text: (names: readonly string[], withEvent: readonly string[]) => {
      const all = `De gegevens van ${listNames(names)} zijn nog niet compleet.`;
      if (withEvent.length === 0) {
        return `${all} Vul ze aan voordat ${names.length === 1 ? `${names[0]} meedoet` : 'je kinderen meedoen'} aan een evenement.`;
      }
      return `${all} Vul ze aan, want dat moet voordat ${withEvent.length === 1 ? `${withEvent[0]} mee kan doen aan het evenement` : `${listNames(withEvent)} mee kunnen doen aan hun evenement`}.`;
    },
    link: 'Vul de gegevens aan',
  },
  dashboard: {
    welcome: (name: string) => `Welkom, ${name}`,
    upcoming: 'Komende evenementen',
    past: 'Afgelopen evenementen',
    noUpcoming: 'Je hebt geen komende evenementen.',
    emptyTitle: 'Je hebt nog geen tickets',
    emptyText: 'Zodra je een evenement bestelt, zie je het hier terug.',
    emptyLink: 'Bekijk de evenementen',
    date: 'Datum',
    location: 'Locatie',
    participants: 'Deelnemers',
    unknownEvent: 'Evenement',
    photos: 'Bekijk de foto’s',
    photosOf: (title: string) => ` van ${title}`,
    feedback: 'Feedback',
    feedbackFor: (name: string) => ` voor ${name}`,
    feedbackTitle: (name: string) => `Feedback voor ${name}`,
    trainer: (name: string) => `Trainer: ${name}`,
    trainerPhoto: (name: string) => `Foto van trainer ${name}`,
    // a past ticket whose trainer has not written feedback (yet)
    noFeedback: 'Nog geen feedback',
  },
  // the dashboard's orders and undoing a ticket: nl-orders.ts
  orders,
  cancel,
  // a ticket's answers to the event's questions
  answers,
  // the dashboard's waiting list (docs/rules.md "Waiting list")
  waitingList: {
    title: 'Op de wachtlijst',
    unknownEvent: 'Evenement',
    position: (name: string, event: string, position: number) => `${name} staat op plek ${position} van de wachtlijst voor ${event}.`,
    offered: (name: string, event: string, time: string) =>
      time
        ? `Er is een plek vrij voor ${name} bij ${event}. We houden hem voor je vast tot ${time}.`
        : `Er is een plek vrij voor ${name} bij ${event}.`,
    claim: (name: string) => `Bestel de plek voor ${name}`,
    leave: 'Van de wachtlijst halen',
    leaveOf: (name: string, event: string) => ` (${name}, ${event})`,
    left: (name: string) => `${name} staat niet meer op de wachtlijst.`,
    none: 'Je kinderen staan nergens meer op de wachtlijst.',
  },
  // the password while logged in (Gegevens)
  password: {
    title: 'Wachtwoord wijzigen',
    intro: 'Na het opslaan word je op je andere apparaten uitgelogd. Hier blijf je ingelogd.',
    current: 'Huidig wachtwoord',
    new: 'Nieuw wachtwoord',
    newHint: 'Minimaal 8 tekens.',
    repeat: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
    saved: 'Je nieuwe wachtwoord is opgeslagen. Op je andere apparaten ben je uitgelogd.',
  },
  footer: {
    label: 'Links onderaan het account',
  },
  notFound: 'Deze pagina bestaat niet.',
} as const;
