// The figures as a table, and for each interaction over its target, where its slowest run
// spent the time.
import { EVENT_THRESHOLD_MS } from './pageProbe';
import type { Result } from './result';
import { TARGET_MS } from './result';
import type { Sample } from './sample';

const shown = (ms: number, samples: Sample[]) =>
  samples.every((sample) => sample.underThreshold) ? `<${EVENT_THRESHOLD_MS}` : String(ms);

function printTable(rows: string[][]) {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (!header) return;
  console.info(line(header));
  console.info(line(header.map((_, column) => '-'.repeat(widths?.[column] ?? 0))));
  for (const row of body) console.info(line(row));
}

function printSlowestRun(result: Result) {
  const slowest = result.samples.reduce((a, b) => (b.latencyMs > a.latencyMs ? b : a));
  console.info(`\n${result.interaction}: slowest run ${slowest.latencyMs} ms`);
  console.info(`  events: ${slowest.events.join(', ')}`);
  for (const frame of slowest.longFrames) {
    const rendering =
      frame.renderMs > 0
        ? `rendering ${frame.renderMs} ms (style and layout ${frame.styleAndLayoutMs} ms)`
        : 'no rendering in this frame';
    console.info(`  long frame ${frame.durationMs} ms: scripts ${frame.scriptMs} ms, ${rendering}`);
    for (const script of [...frame.scripts].sort((a, b) => b.durationMs - a.durationMs)) {
      console.info(
        `    ${script.durationMs} ms ${script.invoker} → ${script.source}` +
          (script.forcedLayoutMs > 0 ? ` (forced layout ${script.forcedLayoutMs} ms)` : ''),
      );
    }
  }
}

export function printResults(results: Result[]) {
  printTable([
    ['interaction', 'runs', 'median ms', 'max ms', 'target', '', 'median delay/processing/paint'],
    ...results.map((result) => [
      result.interaction,
      String(result.runs),
      shown(result.medianMs, result.samples),
      shown(result.maxMs, result.samples),
      `≤ ${TARGET_MS} ms`,
      result.withinTarget ? '✓' : '✗',
      `${result.medianInputDelayMs} / ${result.medianProcessingMs} / ${result.medianPresentationDelayMs}`,
    ]),
  ]);
  for (const result of results.filter((r) => !r.withinTarget)) printSlowestRun(result);
}
