/** Resolves in a later task, so what follows runs after the browser has had its turn (input, paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
