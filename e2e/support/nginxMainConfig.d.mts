/** nginx.conf for `prefix`, wrapping `serverBlocks`; `writtenBy` names the script in it. */
export function nginxMainConfig(prefix: string, serverBlocks: string, writtenBy: string): string;
