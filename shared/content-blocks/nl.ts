// Dutch texts of the media items shared by <sport-video> and <sport-slider> (docs/architecture.md "Texts and formatting").
export const mediaNl = {
  videoFrameTitle: (title: string) => (title ? `Video: ${title}` : 'Video'),
  captionsLabel: 'Nederlands',
} as const;
