declare global {
  interface Window {
    /** Buttons tapped before the app's scripts ran, kept by the page's inline loader. */
    earlyTaps?: Element[] | null;
  }
}

/** Takes the early taps over from the inline loader, which stops collecting: React now listens. */
export function takeEarlyTaps(): Element[] {
  const taps = window.earlyTaps ?? [];
  window.earlyTaps = null;
  return taps;
}

export function replayTaps(taps: Element[]): void {
  for (const tap of taps) {
    if (tap.isConnected && tap instanceof HTMLElement) tap.click();
  }
}
