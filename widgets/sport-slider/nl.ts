// Dutch texts of <sport-slider> (WAI-ARIA carousel pattern; spec §2 "Slider").
export const nl = {
  roleDescription: 'carrousel',
  slideRoleDescription: 'dia',
  defaultLabel: 'Foto’s en video’s',
  slideLabel: (n: number, total: number) => `Dia ${n} van ${total}`,
  previous: 'Vorige',
  next: 'Volgende',
  bullets: 'Kies een dia',
  bullet: (n: number) => `Ga naar dia ${n}`,
  pause: 'Pauzeer',
  play: 'Speel af',
  pauseLabel: 'Pauzeer de automatische diavoorstelling',
  playLabel: 'Start de automatische diavoorstelling',
  /** to the editor, in the console, when the page gives the element nothing to turn */
  editor: {
    noTrack: 'er staat geen rij dia’s (class "slider") in het element; de inhoud blijft zoals hij is.',
    noSlides: 'de slider heeft geen dia’s; zet elementen met class "slide" in de rij.',
  },
} as const;
