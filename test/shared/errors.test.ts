import { HTTPError, TimeoutError } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { readFailure } from '../../shared/errors';
import { MalformedAnswerError } from '../../shared/http';
import { $error, $formErrors, clearError, setError, setFormError } from '../../shared/stores/ui';
import { nl } from '../../shared/nl';

// spec §8 "Error catalogue", rule by rule.
function httpError(status: number, body: string | null, statusText = ''): HTTPError {
  const request = new Request('http://shop.test/api/x', { method: 'POST' });
  const response = new Response(body, { status, statusText, headers: { 'Content-Type': 'application/json' } });
  return new HTTPError(response, request, {} as never);
}

afterEach(() => {
  $error.set([]);
  $formErrors.set({ messages: [], fields: {} });
});

describe('readFailure', () => {
  it('flattens every message of an errors map into one list, keeping them per field', async () => {
    const error = httpError(
      422,
      JSON.stringify({ message: 'first', errors: { email: ['Vul je e-mailadres in.'], password: ['Te kort.', 'Niet gelijk.'] } }),
    );
    expect(await readFailure(error)).toEqual({
      messages: ['Vul je e-mailadres in.', 'Te kort.', 'Niet gelijk.'],
      fields: { email: ['Vul je e-mailadres in.'], password: ['Te kort.', 'Niet gelijk.'] },
    });
  });

  it('uses the message field when there is no errors map', async () => {
    expect((await readFailure(httpError(404, JSON.stringify({ message: 'Dit profiel bestaat niet.' })))).messages).toEqual([
      'Dit profiel bestaat niet.',
    ]);
  });

  it("keeps the server's message when its errors map is of another shape (null, a text instead of a list)", async () => {
    for (const errors of [null, { email: 'Dit e-mailadres is al in gebruik.' }, 'kapot']) {
      const body = JSON.stringify({ message: 'Dit e-mailadres is al in gebruik.', errors });
      expect((await readFailure(httpError(422, body))).messages, JSON.stringify(errors)).toEqual(['Dit e-mailadres is al in gebruik.']);
    }
    // a message that is no text: the status says what happened
    expect((await readFailure(httpError(409, JSON.stringify({ message: 42 })))).messages).toEqual([nl.unknownError]);
  });

  it('says what the status means, in Dutch, when the body cannot be parsed (spec §8 status text, spec §1 Dutch)', async () => {
    expect((await readFailure(httpError(502, '<html>bad gateway</html>', 'Bad Gateway'))).messages).toEqual([
      'Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.',
    ]);
    expect((await readFailure(httpError(419, 'expired', 'Page Expired'))).messages).toEqual([
      'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
    ]);
    expect((await readFailure(httpError(429, ''))).messages).toEqual([
      'Je hebt het te vaak geprobeerd. Wacht even en probeer het dan opnieuw.',
    ]);
  });

  it('gives a Dutch text instead of an English framework default message', async () => {
    expect((await readFailure(httpError(500, JSON.stringify({ message: 'Server Error' })))).messages).toEqual([
      'Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.',
    ]);
    expect((await readFailure(httpError(419, JSON.stringify({ message: 'CSRF token mismatch.' })))).messages).toEqual([
      'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
    ]);
  });

  it('says something useful for an unknown status with an unreadable body', async () => {
    expect((await readFailure(httpError(418, 'not json'))).messages).toEqual([nl.unknownError]);
  });

  it('turns a network failure into a Dutch message that says what to do, never "Failed to fetch"', async () => {
    const { messages } = await readFailure(new TypeError('Failed to fetch'));
    expect(messages).toEqual([nl.networkError]);
    expect(messages[0]).toMatch(/Controleer je internetverbinding/);
  });

  it('has Dutch messages for a time-out and for a malformed answer', async () => {
    const timeout = new TimeoutError(new Request('http://shop.test/api/x'));
    expect((await readFailure(timeout)).messages).toEqual([nl.timeoutError]);
    expect((await readFailure(new MalformedAnswerError([]))).messages).toEqual([nl.malformedAnswer]);
  });
});

describe('the two channels', () => {
  it('general channel: sets the error list', async () => {
    await setError(httpError(500, JSON.stringify({ message: 'Kapot.' })));
    expect($error.get()).toEqual(['Kapot.']);
    clearError();
    expect($error.get()).toEqual([]);
  });

  it('general channel: a 401 never sets the global error (spec §6, §8)', async () => {
    await setError(httpError(401, JSON.stringify({ message: 'Je bent niet ingelogd.' })));
    expect($error.get()).toEqual([]);
  });

  it('form channel: stored apart from the general error', async () => {
    await setFormError(httpError(422, JSON.stringify({ errors: { email: ['Onbekend e-mailadres.'] } })));
    expect($formErrors.get().messages).toEqual(['Onbekend e-mailadres.']);
    expect($formErrors.get().fields.email).toEqual(['Onbekend e-mailadres.']);
    expect($error.get()).toEqual([]);
  });
});
