/** `harbourline-session-2025-03-14T09-30-00.json`: sortable, and safe on every file system. */
export const recordingFileName = (date: Date): string =>
  `harbourline-session-${date.toISOString().slice(0, 19).replaceAll(':', '-')}.json`;

export function downloadRecording(recording: unknown, date: Date): string {
  const fileName = recordingFileName(date);
  const blob = new Blob([JSON.stringify(recording)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

export const readFileText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
