// Texts of <sport-faq-item> (spec §2 "FAQ item"). The question and answer are the page's own; the element
// speaks only to the editor, in the console, when the page gives it nothing to work with.
export const nl = {
  editor: {
    noDetails: 'er staat geen <details> met vraag en antwoord in het element; de inhoud blijft zoals hij is.',
  },
} as const;
