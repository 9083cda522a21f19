// Dutch texts of <sport-slider> (WAI-ARIA carousel pattern, issue 12 item 2).
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
} as const;
