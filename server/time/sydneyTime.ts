/** The office works in Sydney time, the database keeps UTC (ISO 8601 with Z). */
export const SYDNEY = 'Australia/Sydney';

const sydneyParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

function partsOf(instant: Date): Record<string, string> {
  return Object.fromEntries(
    sydneyParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
}

function sydneyOffsetMs(instant: Date): number {
  const p = partsOf(instant);
  const wallClock = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

export function formatSydneyTime(iso: string): string {
  const p = partsOf(new Date(iso));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

export function sydneyDate(instant: Date): string {
  const p = partsOf(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// An offset is required: a bare "2026-11-23T09:00" could mean Sydney or UTC, hours apart.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Date.UTC rolls 2026-02-30 over to 2 March: a date that does not round-trip is not real. */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.toISOString().slice(0, 10) === text.slice(0, 10) && month >= 1 && month <= 12;
}

/** Midnight at the start of a Sydney calendar day (midnight always exists: DST shifts at 2–3 am). */
function sydneyMidnight(text: string): Date {
  const asUtc = Date.parse(`${text}T00:00:00Z`);
  const guess = new Date(asUtc - sydneyOffsetMs(new Date(asUtc)));
  return new Date(asUtc - sydneyOffsetMs(guess));
}

export function parseSince(text: string): Date | null {
  if (!DATE_ONLY.test(text) && !DATE_TIME.test(text)) return null;
  if (!isCalendarDate(text)) return null;
  if (DATE_ONLY.test(text)) return sydneyMidnight(text);
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const sydneyLongForm = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

export function sydneyTimeInWords(date: Date): string {
  const parts = sydneyLongForm.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const dayPeriod = part('dayPeriod').toLowerCase();
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${dayPeriod} ${part('timeZoneName')}`;
}
