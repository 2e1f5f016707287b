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

  it('falls back when there is no usable date', () => {
    expect(formatShortDate(null)).toBe('Unknown Date');
    expect(formatShortDate('soon')).toBe('Unknown Date');
    expect(formatLongDate(null)).toBe('No date');
    expect(formatLongDate('')).toBe('No date');
  });
});
