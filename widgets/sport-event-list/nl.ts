// Texts of the event list (docs/rules.md "Event list"). The sign-up words match the sign-up block's
// (widgets/sport-event-signup/nl.ts): one shop, one way of saying it.
export const nl = {
  signUp: 'Inschrijven',
  soldOut: 'Uitverkocht',
  /** with 5 or fewer places left */
  placesLeft: (places: number) => (places === 1 ? 'Nog 1 plek' : `Nog ${places} plekken`),
  /** a real 0 with a waiting list: a link to the order page's list */
  waitingList: 'Vol – zet je op de wachtlijst',
  opensAt: (moment: string) => `Inschrijven kan vanaf ${moment}`,
  facts: { date: 'Datum', age: 'Leeftijd', location: 'Locatie', price: 'Prijs' },
  /** the visible name of the list, for screen readers */
  listLabel: 'Evenementen',
  filters: {
    legend: 'Filter de evenementen',
    age: 'Leeftijd kind',
    anyAge: 'Alle leeftijden',
    ageOption: (age: number) => `${age} jaar`,
    month: 'Maand',
    anyMonth: 'Alle maanden',
    sport: 'Sport',
    anySport: 'Alle sporten',
  },
  count: (n: number) => (n === 1 ? '1 evenement' : `${n} evenementen`),
  empty: 'Er zijn geen evenementen die hierbij passen.',
  emptyAtAll: 'Er staan nu geen evenementen gepland. Kijk later nog eens.',
  all: 'Alle evenementen',
} as const;
