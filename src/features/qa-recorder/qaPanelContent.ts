export const qaPanelContent = {
  regionLabel: 'QA recorder',
  heading: 'QA recorder',
  start: 'Start recording',
  stop: 'Stop recording',
  exportLabel: 'Export',
  importLabel: 'Import recording',
  replayInstant: 'Replay instantly',
  replayRealtime: 'Replay in real time',
  cancelReplay: 'Cancel replay',
  step: 'Step',
  clear: 'Clear',
  nothingToExport: 'Nothing recorded yet.',
  nothingToReplay: 'Import or record a session first.',
} as const;

const actions = (count: number) => `${count} ${count === 1 ? 'action' : 'actions'}`;

export const qaStatus = {
  recording: (count: number) => `Recording: ${actions(count)}.`,
  stopped: (count: number) => `Stopped: ${actions(count)} recorded.`,
  exported: (fileName: string) => `Exported ${fileName}.`,
  imported: (count: number, fileName: string) => `Imported ${actions(count)} from ${fileName}.`,
  replaying: (done: number, total: number) => `Replaying: ${done} of ${total}.`,
  replayed: (done: number, total: number) => `Replayed ${done} of ${total} actions.`,
  stepped: (done: number, total: number, type: string) => `Step ${done} of ${total}: ${type}.`,
  cleared: 'Recording cleared.',
};
