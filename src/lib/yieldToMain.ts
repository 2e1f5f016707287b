interface Scheduler {
  yield?: () => Promise<void>;
}

/** Ends the current task and resumes in a new one, so long work is cut into pieces the browser can fit a tap or a paint between. */
export const yieldToMain = (): Promise<void> => {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
