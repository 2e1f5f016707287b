import fs from 'node:fs';
import path from 'node:path';

// What visitors sent is readable by the server's account alone, whatever the umask.
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

export function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
}
