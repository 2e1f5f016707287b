import fs from 'node:fs';

// Files and folders that hold what visitors sent (the database, exports) are readable by the
// account that runs the server or the staff command alone, whatever the umask.
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
}
