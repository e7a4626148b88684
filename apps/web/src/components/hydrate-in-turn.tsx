import { type ReactNode, Suspense } from 'react';

// Hydrating a server-rendered page runs every component of it once, which on a phone is one long
// stretch of the main thread. Parts of the page wrapped in <HydrateInTurn turn={n}> are hydrated n
// tasks later instead (Preact keeps their server HTML on screen meanwhile: a part that suspends
// while hydrating keeps its DOM and is hydrated once it resumes), so the browser can paint and
// answer input in between. Outside a hydration, and on the server, it renders its children at once.

let reachedTurn = Number.POSITIVE_INFINITY;
const waiting = new Map<number, { promise: Promise<void>; resolve: () => void }>();

function turnReached(turn: number): Promise<void> {
  let entry = waiting.get(turn);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { promise, resolve };
    waiting.set(turn, entry);
  }
  return entry.promise;
}

/** start-app.tsx: the hydration starts; the parts wait for their turns, which `nextTurn` hands out. */
export function startHydrationTurns(): void {
  reachedTurn = 0;
}

/** start-app.tsx, once per task after the hydration started; the last call ends the turns. */
export function nextTurn(last: boolean): void {
  reachedTurn = last ? Number.POSITIVE_INFINITY : reachedTurn + 1;
  for (const [turn, entry] of waiting) {
    if (turn > reachedTurn) continue;
    waiting.delete(turn);
    entry.resolve();
  }
}

/** How many turns start-app.tsx hands out; the last is the footer's. */
export const hydrationTurns = 11;

/**
 * The turn of the `index`-th part of a list hydrated `perTurn` parts a task from turn `first` on;
 * parts past `last` share it.
 */
export function turnOfPart(
  index: number,
  { first, perTurn = 1, last = hydrationTurns - 1 }: { first: number; perTurn?: number; last?: number },
): number {
  return Math.min(first + Math.floor(index / perTurn), last);
}

function WaitForTurn({ turn, children }: { turn: number; children: ReactNode }) {
  if (turn > reachedTurn) throw turnReached(turn);
  return children;
}

/** `children` must render one element (the part of the server HTML kept while it waits). */
export function HydrateInTurn({ turn, children }: { turn: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
