import { useEffect, useRef } from 'react';
import { nl } from '../nl';

interface MessageBoxProps {
  messages: readonly string[];
  /** the box's title; the general box keeps spec §8's 'Er is iets foutgegaan' */
  title?: string;
  /** move focus to the box when it appears (error summaries, docs/architecture.md "Forms") */
  focus?: boolean;
}

/** The general error box, titled 'Er is iets foutgegaan' (spec §8). */
export function ErrorBox({ messages, focus = false, title = nl.errorTitle }: MessageBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && messages.length) ref.current?.focus();
  }, [focus, messages]);
  return (
    <div className="sport-alert sport-alert--error" role="alert" aria-live="assertive" ref={ref} tabIndex={-1} hidden={!messages.length}>
      {messages.length > 0 && (
        <>
          <p className="sport-alert__title">{title}</p>
          {messages.length === 1 ? (
            <p>{messages[0]}</p>
          ) : (
            <ul>
              {messages.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** The success box, titled 'Gelukt' (spec §8's 'Succes' reads as "good luck" in Dutch). */
export function SuccessBox({ message }: { message: string | null }) {
  return (
    <div className="sport-alert sport-alert--success" role="status" aria-live="polite" hidden={!message}>
      {message && (
        <>
          <p className="sport-alert__title">{nl.successTitle}</p>
          <p>{message}</p>
        </>
      )}
    </div>
  );
}
