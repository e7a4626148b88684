/**
 * Lets the browser run other tasks (paint, input) first: a phone's main thread then works in
 * several short stretches instead of one long one (Lighthouse's total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
