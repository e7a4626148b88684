/**
 * The first element matching `selector`, once it is in the page: a step's screen is loaded lazily
 * and fills in from the API. Null after `timeoutMs` or when `signal` aborts.
 */
export function waitForElement(
  selector: string,
  signal: AbortSignal,
  timeoutMs = 10_000,
): Promise<Element | null> {
  const found = document.querySelector(selector);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (element: Element | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(element);
    };
    const onAbort = () => finish(null);
    const observer = new MutationObserver(() => {
      const element = document.querySelector(selector);
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal.addEventListener('abort', onAbort);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-tour'],
    });
  });
}
