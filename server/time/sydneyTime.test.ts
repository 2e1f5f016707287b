import { formatSydneyTime, parseSince, sydneyDate } from './sydneyTime';

describe('Sydney time', () => {
  it.each([
    ['2026-11-19', '2026-11-18T13:00:00.000Z'], // AEDT, UTC+11
    ['2026-07-01', '2026-06-30T14:00:00.000Z'], // AEST, UTC+10
    ['2026-10-04', '2026-10-03T14:00:00.000Z'], // clocks go forward at 2 am: midnight is AEST
    ['2026-04-05', '2026-04-04T13:00:00.000Z'], // clocks go back at 3 am: midnight is AEDT
    ['2028-02-29', '2028-02-28T13:00:00.000Z'], // a leap day
  ])('reads %s as midnight in Sydney', (text, iso) => {
    expect(parseSince(text)?.toISOString()).toBe(iso);
  });

  it('reads an ISO time with Z or an offset as written', () => {
    expect(parseSince('2026-11-19T09:30:15.250+11:00')?.toISOString()).toBe(
      '2026-11-18T22:30:15.250Z',
    );
    expect(parseSince('2026-11-19T09:30Z')?.toISOString()).toBe('2026-11-19T09:30:00.000Z');
  });

  it.each(['2027-02-29', '2026-00-10', '26-11-19', '2026-11-19T09:30', '19/11/2026', ''])(
    'refuses %j',
    (text) => expect(parseSince(text)).toBeNull(),
  );

  it('shows an instant on the Sydney clock with its zone, and its Sydney date', () => {
    expect(formatSydneyTime('2026-11-20T22:15:00.000Z')).toBe('2026-11-21 09:15 AEDT');
    expect(formatSydneyTime('2026-07-01T03:00:00.000Z')).toBe('2026-07-01 13:00 AEST');
    expect(sydneyDate(new Date('2026-11-23T14:30:00.000Z'))).toBe('2026-11-24');
  });
});
