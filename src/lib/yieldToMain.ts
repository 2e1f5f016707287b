interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resumes in a new task, so the browser can fit a tap or a paint between pieces of long work. */
export const yieldToMain = (): Promise<void> => {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
