/** Sydney time, so server and browser agree (docs/decisions/015-dates-formatted-by-hand.md). */

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const HOUR_MS = 3_600_000;

const firstSunday = (year: number, monthIndex: number): number =>
  1 + ((7 - new Date(Date.UTC(year, monthIndex, 1)).getUTCDay()) % 7);

/** Sydney's UTC offset since 2008: +11 from first Sunday in October to first in April, else +10. */
const sydneyOffsetHours = (time: number): number => {
  const year = new Date(time).getUTCFullYear();
  const daylightEnds = Date.UTC(year, 3, firstSunday(year, 3), 3 - 11);
  const daylightStarts = Date.UTC(year, 9, firstSunday(year, 9), 2 - 10);
  return time < daylightEnds || time >= daylightStarts ? 11 : 10;
};

/** The Sydney calendar date of an ISO time, or null when it is not a usable date. */
const sydneyDate = (iso: string | null) => {
  if (iso === null) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const local = new Date(time + sydneyOffsetHours(time) * HOUR_MS);
  return { day: local.getUTCDate(), month: local.getUTCMonth(), year: local.getUTCFullYear() };
};

/** "5 Mar 2026", for cards. */
export const formatShortDate = (iso: string | null): string => {
  const date = sydneyDate(iso);
  return date ? `${date.day} ${SHORT_MONTHS[date.month]} ${date.year}` : 'Unknown Date';
};

/** "5 March 2026", for the article. */
export const formatLongDate = (iso: string | null): string => {
  const date = sydneyDate(iso);
  return date ? `${date.day} ${LONG_MONTHS[date.month]} ${date.year}` : 'No date';
};
