// An interaction's figures over its runs, held against the INP target.
import type { Interaction } from './interactions';
import type { Sample } from './sample';
import { round1 } from './sample';

/** Google's threshold for a "good" INP. */
export const TARGET_MS = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export function resultOf(interaction: Interaction, samples: Sample[]) {
  const latencies = samples.map((sample) => sample.latencyMs);
  const medianMs = median(latencies);
  const maxMs = Math.max(...latencies);
  return {
    interaction: interaction.name,
    path: interaction.path,
    viewport: interaction.context.viewport,
    runs: samples.length,
    medianMs,
    maxMs,
    targetMs: TARGET_MS,
    // Every run, not the median: INP is close to the worst interaction a visit has.
    withinTarget: maxMs <= TARGET_MS,
    medianInputDelayMs: round1(median(samples.map((s) => s.inputDelayMs))),
    medianProcessingMs: round1(median(samples.map((s) => s.processingMs))),
    medianPresentationDelayMs: round1(median(samples.map((s) => s.presentationDelayMs))),
    samples,
  };
}

export type Result = ReturnType<typeof resultOf>;
