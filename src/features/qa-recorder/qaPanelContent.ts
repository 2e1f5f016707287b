export const qaPanelContent = {
  regionLabel: 'QA recorder',
  heading: 'QA recorder',
  show: 'Show the QA recorder',
  hide: 'Hide the QA recorder',
  start: 'Start recording',
  stop: 'Stop recording',
  exportLabel: 'Export',
  importLabel: 'Import recording',
  replayInstant: 'Replay instantly',
  replayRealtime: 'Replay in real time',
  cancelReplay: 'Cancel replay',
  stopStepping: 'Stop stepping',
  step: 'Step',
  clear: 'Clear',
  nothingToExport: 'Nothing recorded yet.',
  nothingToReplay: 'Import or record a session first.',
} as const;

const actions = (count: number) => `${count} ${count === 1 ? 'action' : 'actions'}`;

/** A file is untrusted: what it says is shown cut to a readable length. */
const MAX_SHOWN_LENGTH = 120;
export const shortened = (text: string): string =>
  text.length > MAX_SHOWN_LENGTH ? `${text.slice(0, MAX_SHOWN_LENGTH)}…` : text;

export const qaStatus = {
  idle: 'Not recording. Press Start recording to begin.',
  recording: (count: number, sincePageLoad = false) =>
    `Recording${sincePageLoad ? ' since the page loaded' : ''}: ${actions(count)}.`,
  stopped: (count: number) => `Stopped: ${actions(count)} recorded.`,
  exported: (fileName: string) => `Exported ${fileName}.`,
  imported: (count: number, fileName: string, otherBuild: string | null) =>
    `Imported ${actions(count)} from ${fileName}.` +
    (otherBuild
      ? ` It was recorded with build ${otherBuild}, not this one: a replay may differ.`
      : ''),
  rejected: (fileName: string, reason: string) =>
    `${fileName} was not loaded. ${reason} Load a valid recording to replay.`,
  replaying: (done: number, total: number) => `Replaying: ${done} of ${total}.`,
  replayed: (done: number, total: number) => `Replayed ${done} of ${total} actions.`,
  stepped: (done: number, total: number, type: string, ran = true) =>
    `Step ${done} of ${total}: ${shortened(type)}${ran ? '' : ', skipped: a replay never runs it'}.`,
  failed: (position: number, total: number, type: string, reason: string) =>
    `The replay stopped at action ${position} of ${total} (${shortened(type)}): the app could not apply it (${shortened(reason)}).`,
  outsideSite:
    'The recording ends at an address outside this site, so the page stayed where it was.',
  skipped: (count: number, types: string) =>
    `Skipped ${actions(count)} a replay never runs: ${types}.`,
  stepsFinished: 'Step replay finished.',
  stepsCancelled: 'Step replay stopped.',
  matches: 'The screen matches the recording.',
  differs: (expected: string, actual: string) =>
    `The screen differs from the recording (expected ${expected}, got ${actual}).`,
  unchecked: 'This file carries no screen digests, so the result cannot be checked.',
  heldBack: (count: number, types: string) =>
    `Held back ${actions(count)} of the page's own: ${types}.`,
  cleared: 'Recording cleared.',
};
