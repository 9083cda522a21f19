import { describe, expect, it } from 'vitest';
import { ageOn, ageWarning, firstDay } from '../../../widgets/sport-order/age';

// docs/rules.md §4 "Age range": the age on the event's first day, in the event's own time zone.
describe('the age check', () => {
  it("takes the first day in Europe/Amsterdam, not UTC's", () => {
    expect(firstDay('2027-07-18T23:30:00Z')).toEqual({ year: 2027, month: 7, day: 19 });
    expect(firstDay('geen datum')).toBeNull();
  });

  it('counts whole years, the birthday itself included', () => {
    const day = { year: 2027, month: 7, day: 19 };
    expect(ageOn('19-07-2019', day)).toBe(8);
    expect(ageOn('20-07-2019', day)).toBe(7);
    expect(ageOn('3-1-2019', day)).toBe(8);
    expect(ageOn('', day)).toBeNull();
    expect(ageOn('99-13-2019', day)).toBeNull();
  });

  it('warns only outside the range, with either end alone', () => {
    const event = { title: 'Kamp', startDate: '2027-07-19T09:00:00+02:00' };
    const child = { first_name: 'Sem', birthdate: '20-07-2019' };
    expect(ageWarning(child, event, { minAge: 7, maxAge: 12 })).toBeNull();
    expect(ageWarning(child, event, { minAge: null, maxAge: null })).toBeNull();
    expect(ageWarning(child, event, { minAge: 8, maxAge: null })).toContain('is voor kinderen vanaf 8 jaar');
    expect(ageWarning({ ...child, birthdate: '01-01-2010' }, event, { minAge: null, maxAge: 14 })).toContain(
      'Sem is op de eerste dag 17 jaar, en Kamp is voor kinderen tot en met 14 jaar.',
    );
  });
});
