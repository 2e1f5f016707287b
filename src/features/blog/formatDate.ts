/**
 * Dates are shown in Sydney time (the company's home) rather than the runtime's zone,
 * so prerendered and hydrated markup agree and every visitor sees the same date.
 */
const TIME_ZONE = 'Australia/Sydney';

const shortDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const toDate = (iso: string | null): Date | null => {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "5 Mar 2026", for cards. */
export const formatShortDate = (iso: string | null): string => {
  const date = toDate(iso);
  return date ? shortDate.format(date) : 'Unknown Date';
};

/** "5 March 2026", for the article. */
export const formatLongDate = (iso: string | null): string => {
  const date = toDate(iso);
  return date ? longDate.format(date) : 'No date';
};
