/** Ends the current task, so that the browser may paint and answer a tap before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
