// Texts of a ticket's answers on the dashboard (docs/rules.md "Questions per event"). Dutch, 'je' form.
export const answers = {
  title: 'Antwoorden op de vragen',
  titleFor: (name: string) => `Antwoorden voor ${name}`,
  change: 'Antwoorden wijzigen',
  changeFor: (name: string) => ` voor ${name}`,
  save: 'Antwoorden opslaan',
  cancel: 'Annuleren',
  saved: 'Je antwoorden zijn opgeslagen.',
  closed: 'Het evenement is begonnen: wijzigen kan niet meer. Is er iets veranderd? Neem contact met ons op.',
  untilFirstDay: 'Je kunt je antwoorden wijzigen tot de eerste dag.',
} as const;
