export type Tool = 'qa' | 'devtools';

const builtIn = (tool: Tool): boolean =>
  tool === 'qa'
    ? process.env.QA_RECORDER === 'true' || process.env.QA_RECORDER === 'record'
    : process.env.DEVTOOLS === 'true';

export const isOptedIn = (tool: Tool): boolean => {
  if (builtIn(tool)) return true;
  try {
    const key = `harbourline:${tool}`;
    const asked = new URLSearchParams(window.location.search).get(tool);
    if (asked === '1' || asked === 'record') window.sessionStorage.setItem(key, '1');
    if (asked === '0') window.sessionStorage.removeItem(key);
    // `?devtools=HOST:PORT` (a remote monitor: remoteDevTools.ts) asks for this page only.
    return !!asked?.includes(':') || window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
