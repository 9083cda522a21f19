import { nl } from '../nl';

interface Props {
  /** autoplay="true": the pause button is there (WCAG 2.2.2), showing `playing` */
  autoplay: boolean;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** bullets="true" and more than one stop: a bullet per stop */
  bullets: boolean;
  snaps: number;
  selected: number;
  onSelect: (index: number) => void;
}

/** Pause/play, Vorige/Volgende and the bullets of the carousel (WAI-ARIA carousel pattern). */
export function SliderControls({
  autoplay,
  playing,
  onPlayingChange,
  canPrev,
  canNext,
  onPrev,
  onNext,
  bullets,
  snaps,
  selected,
  onSelect,
}: Props) {
  return (
    <div className="sport-slider__controls">
      {autoplay && (
        <button
          type="button"
          className="sport-slider__pause"
          aria-label={playing ? nl.pauseLabel : nl.playLabel}
          onClick={() => onPlayingChange(!playing)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
          </svg>
          <span aria-hidden="true">{playing ? nl.pause : nl.play}</span>
        </button>
      )}
      <button type="button" className="sport-slider__arrow" aria-label={nl.previous} aria-disabled={!canPrev} onClick={onPrev}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M10.5 2 4.5 8l6 6" />
        </svg>
      </button>
      <button type="button" className="sport-slider__arrow" aria-label={nl.next} aria-disabled={!canNext} onClick={onNext}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m5.5 2 6 6-6 6" />
        </svg>
      </button>
      {bullets && snaps > 1 && (
        <div className="sport-slider__bullets" role="group" aria-label={nl.bullets}>
          {Array.from({ length: snaps }, (_, i) => (
            <button
              key={i}
              type="button"
              className="sport-slider__bullet"
              aria-label={nl.bullet(i + 1)}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onSelect(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
