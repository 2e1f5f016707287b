// Inlined at the end of every generated page (its hash is in the CSP's script-src), so it runs before anything else can.
(() => {
  const root = document.getElementById('root');
  const scripts = document.getElementById('app-scripts');
  if (!root || !scripts) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The scripts wait in a <template>, where the browser neither fetches nor runs them.
    document.body.append(document.importNode(scripts.content, true));
  };
  window.earlyTaps = [];
  const onClick = (event) => {
    // The app clears the list once it has hydrated; from then on React handles taps.
    const taps = window.earlyTaps;
    if (!taps) {
      document.removeEventListener('click', onClick, true);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // A submit button would otherwise send its form the browser's way, not the app's; and while React is still hydrating, the tap is kept from it, so it is pressed exactly once.
    event.preventDefault();
    event.stopPropagation();
    taps.push(button);
    start();
  };
  document.addEventListener('click', onClick, true);
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  // Two frames: the first paint is on screen before the scripts are asked for (a request made while it is still being presented would count as holding that paint up).
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (!root.hasChildNodes()) start();
  else if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
