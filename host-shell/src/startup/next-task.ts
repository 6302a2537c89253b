/**
 * Resolves in a task of its own, so the browser can paint and answer input between two pieces of
 * start-up work. Module code runs as it is imported; a phone's main thread held by one long import
 * is what Lighthouse counts as blocking time (issue 17).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs each import in a task of its own, in order: each step's modules are ready for the next. */
export async function importInSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await nextTask();
}
