import { formatLongDate, formatShortDate } from './formatDate';

describe('post dates', () => {
  it('shows the short en-AU form on cards', () => {
    expect(formatShortDate('2026-03-05T02:00:00Z')).toBe('5 Mar 2026');
  });

  it('shows the long en-AU form in the article', () => {
    expect(formatLongDate('2026-03-05T02:00:00Z')).toBe('5 March 2026');
  });

  it('uses Sydney time, so a late-evening UTC post shows the Australian date', () => {
    expect(formatShortDate('2026-03-04T20:30:00Z')).toBe('5 Mar 2026');
  });

  it('agrees with Intl in Sydney time for every hour from 2008 to 2040', () => {
    const intl = (month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month,
        year: 'numeric',
        timeZone: 'Australia/Sydney',
      });
    const short = intl('short');
    const long = intl('long');
    const differences: string[] = [];
    for (let time = Date.UTC(2008, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000) {
      const iso = new Date(time).toISOString();
      const date = new Date(time);
      if (formatShortDate(iso) !== short.format(date)) differences.push(`short ${iso}`);
      if (formatLongDate(iso) !== long.format(date)) differences.push(`long ${iso}`);
    }
    expect(differences).toEqual([]);
  });

  it('falls back when there is no usable date', () => {
    expect(formatShortDate(null)).toBe('Unknown Date');
    expect(formatShortDate('soon')).toBe('Unknown Date');
    expect(formatLongDate(null)).toBe('No date');
    expect(formatLongDate('')).toBe('No date');
  });
});
