// One interaction's latency and its parts, from the entries the page probe recorded.
import type { EventEntry, Frame } from './pageProbe';
import { EVENT_THRESHOLD_MS } from './pageProbe';

export interface Sample {
  /** Upper bound when `underThreshold`: Event Timing reported nothing that slow. */
  latencyMs: number;
  underThreshold: boolean;
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
  events: string[];
  /** Long animation frames (≥ 50 ms) overlapping the interaction: where the time went. */
  longFrames: {
    durationMs: number;
    scriptMs: number;
    /** From the frame's rendering start (animation frame callbacks, style, layout, paint). */
    renderMs: number;
    styleAndLayoutMs: number;
    scripts: { invoker: string; source: string; durationMs: number; forcedLayoutMs: number }[];
  }[];
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

const shortSource = (url: string, fn: string) =>
  `${url ? url.replace(/^https?:\/\/[^/]+/, '') : '(inline)'}${fn ? ` ${fn}` : ''}`;

/** Latency and its parts from the interaction's entries, as web-vitals' attribution does. */
export function sampleOf(events: EventEntry[], frames: Frame[]): Sample {
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of events) {
    byInteraction.set(entry.interactionId, [
      ...(byInteraction.get(entry.interactionId) ?? []),
      entry,
    ]);
  }
  if (byInteraction.size === 0) {
    return {
      latencyMs: EVENT_THRESHOLD_MS,
      underThreshold: true,
      inputDelayMs: 0,
      processingMs: 0,
      presentationDelayMs: 0,
      events: [],
      longFrames: [],
    };
  }
  const groups = [...byInteraction.values()];
  const latencyOf = (group: EventEntry[]) => Math.max(...group.map((entry) => entry.duration));
  const worst = groups.reduce((a, b) => (latencyOf(b) > latencyOf(a) ? b : a));
  const longest = worst.reduce((a, b) => (b.duration > a.duration ? b : a));
  // Entries painted in the same frame as the longest share its presentation.
  const end = longest.startTime + longest.duration;
  const frameMates = worst.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= 8);
  const processingStart = Math.min(...frameMates.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...frameMates.map((entry) => entry.processingEnd));
  const start = longest.startTime;
  return {
    latencyMs: longest.duration,
    underThreshold: false,
    inputDelayMs: round1(processingStart - start),
    processingMs: round1(processingEnd - processingStart),
    presentationDelayMs: round1(Math.max(0, end - processingEnd)),
    events: worst.map((entry) => `${entry.name} ${entry.duration}`),
    longFrames: frames
      .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > start)
      .map((frame) => ({
        durationMs: round1(frame.duration),
        scriptMs: round1(frame.scripts.reduce((sum, script) => sum + script.duration, 0)),
        renderMs: round1(
          frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0,
        ),
        styleAndLayoutMs: round1(
          frame.styleAndLayoutStart > 0
            ? frame.startTime + frame.duration - frame.styleAndLayoutStart
            : 0,
        ),
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          source: shortSource(script.sourceURL, script.sourceFunctionName),
          durationMs: round1(script.duration),
          forcedLayoutMs: round1(script.forcedStyleAndLayoutDuration),
        })),
      })),
  };
}
