// The developer tool that moves the demo server's clock (POST /dev/clock, server/routes/dev-clock.ts): to see
// what happens later without waiting for it, e.g. the reminder a week before a camp (docs/rules.md "Reminder").
import * as v from 'valibot';

/** The most the clock moves in one call: ten years. */
export const DEV_CLOCK_MAX_DAYS = 3650;

const DAYS_MESSAGE = `Vul een heel aantal dagen in, van 1 tot en met ${DEV_CLOCK_MAX_DAYS}.`;

/** POST /dev/clock: how many days the server's clock moves forward (never back). */
export const DevClockPayloadSchema = v.object({
  days: v.pipe(v.number(DAYS_MESSAGE), v.integer(DAYS_MESSAGE), v.minValue(1, DAYS_MESSAGE), v.maxValue(DEV_CLOCK_MAX_DAYS, DAYS_MESSAGE)),
});
export type DevClockPayload = v.InferInput<typeof DevClockPayloadSchema>;

/** The server's time after the move, and how many reminders that moment made due and sent. */
export const DevClockAnswerSchema = v.object({ now: v.string(), reminders: v.number() });
