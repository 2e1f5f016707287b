// In the page: Event Timing entries, and long animation frames to say where time went.

/** The smallest threshold Event Timing allows: faster interactions report no entries. */
export const EVENT_THRESHOLD_MS = 16;

/** A string, not a function. */
export const PAGE_PROBE = `(() => {
  const state = { events: [], frames: [] };
  window.__responsiveness = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      state.events.push({
        interactionId: e.interactionId, name: e.name, startTime: e.startTime,
        duration: e.duration, processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      state.frames.push({
        startTime: f.startTime, duration: f.duration, renderStart: f.renderStart,
        styleAndLayoutStart: f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({
          invoker: s.invoker, sourceURL: s.sourceURL, sourceFunctionName: s.sourceFunctionName,
          startTime: s.startTime, duration: s.duration,
          forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  state.mark = () => ({
    count: performance.interactionCount, events: state.events.length, frames: state.frames.length,
  });
  // Waits for the interaction to count, then for its entries, which arrive after the next frame is
  // presented: until they stop arriving, or long enough to know the interaction stayed under the
  // threshold.
  state.settle = (mark) => new Promise((resolve, reject) => {
    const start = performance.now();
    let counted = 0;
    let seen = -1;
    let changedAt = start;
    const tick = () => {
      const now = performance.now();
      if (!counted) {
        if (performance.interactionCount > mark.count) counted = now;
        else if (now - start > 10000) return reject(new Error('No interaction was counted'));
        return setTimeout(tick, 50);
      }
      if (state.events.length !== seen) { seen = state.events.length; changedAt = now; }
      const any = state.events.length > mark.events;
      if ((any && now - changedAt > 300) || (!any && now - counted > 1500)) {
        resolve({ events: state.events.slice(mark.events), frames: state.frames.slice(mark.frames) });
      } else setTimeout(tick, 50);
    };
    tick();
  });
})();`;

export interface EventEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

interface FrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  startTime: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

export interface Frame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}
