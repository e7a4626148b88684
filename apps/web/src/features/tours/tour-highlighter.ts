// The spotlight on a step's element, drawn by driver.js (overlay with a cut-out). Loaded only when
// a tour runs, so neither driver.js nor its styles weigh on any page that shows no tour. The
// step's texts and controls are our own floating player; driver.js shows no popover.
import 'driver.js/dist/driver.css';
import { type Driver, driver } from 'driver.js';

let current: { spotlight: Driver; watcher: ResizeObserver } | null = null;

export function highlightElement(element: Element): void {
  clearHighlight();
  const spotlight = driver({
    animate: false,
    // Only the player ends or advances a tour: a stray click or Escape must not.
    allowClose: false,
    allowKeyboardControl: false,
    overlayClickBehavior: () => undefined,
    overlayOpacity: 0.45,
    stagePadding: 6,
    stageRadius: 12,
  });
  spotlight.highlight({ element });
  // driver.js marks the element as opening its popover; there is none (our player shows the step),
  // and a card or section may not carry these attributes.
  for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element.removeAttribute(name);
  // Lists and forms still loading move the element: keep the cut-out on it.
  const watcher = new ResizeObserver(() => spotlight.refresh());
  watcher.observe(document.body);
  watcher.observe(element);
  current = { spotlight, watcher };
}

export function clearHighlight(): void {
  if (!current) return;
  current.watcher.disconnect();
  current.spotlight.destroy();
  current = null;
}
