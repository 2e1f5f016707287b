/**
 * Tools for QA and developers are off for visitors. A tab opts in with `?qa=1` or
 * `?devtools=1` (remembered for the tab, `=0` forgets), or a build turns them on with
 * QA_RECORDER=true / DEVTOOLS=true.
 */
export type Tool = 'qa' | 'devtools';

const builtIn = (tool: Tool): boolean =>
  tool === 'qa' ? process.env.QA_RECORDER === 'true' : process.env.DEVTOOLS === 'true';

export const isOptedIn = (tool: Tool): boolean => {
  if (builtIn(tool)) return true;
  try {
    const key = `harbourline:${tool}`;
    const asked = new URLSearchParams(window.location.search).get(tool);
    if (asked === '1') window.sessionStorage.setItem(key, '1');
    if (asked === '0') window.sessionStorage.removeItem(key);
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
