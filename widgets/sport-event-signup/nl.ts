// Texts of the event sign-up block (spec §2 "Event sign-up block", §4 "Event sign-up button").
// The button labels are the CMS event's (read from the server-rendered block); these are the defaults
// the CMS content module uses too when a label is empty.
export const nl = {
  labels: { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' },
  /** beyond the spec: with 5 or fewer places left */
  placesLeft: (places: number) => (places === 1 ? 'Nog 1 plek' : `Nog ${places} plekken`),
  /** a sold-out event with a waiting list (docs/rules.md "Waiting list"): a link to the order page's list */
  waitingList: 'Vol – zet je op de wachtlijst',
  /** why the button is disabled, for screen readers (the label says it in one word) */
  why: {
    ended: 'Dit evenement is afgelopen, inschrijven kan niet meer.',
    soldOut: 'Er zijn geen plekken meer vrij.',
  },
} as const;
