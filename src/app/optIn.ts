/**
 * Tools for QA and developers are off for visitors. A tab opts in with `?qa=1` or
 * `?devtools=1` (remembered for the tab, `=0` forgets), or a build turns them on with
 * QA_RECORDER=true / DEVTOOLS=true. `?qa=record` (or QA_RECORDER=record) also opts in, and
 * starts recording with the page load instead of waiting for Start.
 */
export type Tool = 'qa' | 'devtools';

const builtInRecording = () => process.env.QA_RECORDER === 'record';

const builtIn = (tool: Tool): boolean =>
  tool === 'qa'
    ? process.env.QA_RECORDER === 'true' || builtInRecording()
    : process.env.DEVTOOLS === 'true';

const asked = (tool: Tool): string | null => {
  try {
    return new URLSearchParams(window.location.search).get(tool);
  } catch {
    return null;
  }
};

export const isOptedIn = (tool: Tool): boolean => {
  if (builtIn(tool)) return true;
  try {
    const key = `harbourline:${tool}`;
    const answer = asked(tool);
    if (answer === '1' || (tool === 'qa' && answer === 'record')) {
      window.sessionStorage.setItem(key, '1');
    }
    if (answer === '0') window.sessionStorage.removeItem(key);
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/** Whether QA recording starts with the page load (sessions that must include the first actions). */
export const recordsFromPageLoad = (): boolean => builtInRecording() || asked('qa') === 'record';
