// Texts of <sport-video> (spec §2 "Media video slider item and video player"). The player's own words
// are in shared/content-blocks/nl.ts (the slider's videos use them too); the element speaks only to the
// editor, in the console, when the page gives it nothing to play.
export const nl = {
  editor: {
    noVideo: 'er staat geen .media-item met een link naar de video in het element; de inhoud blijft zoals hij is.',
  },
} as const;
