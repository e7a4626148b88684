// Answers the server sent inside the page's HTML for its first requests (apps/api/src/http/
// first-answers.ts): the studio page and the booking page render without another round trip.

export interface FirstAnswers {
  /** The answer for a GET of this API path (without `/api`), at most once; later calls go to the server. */
  take(path: string): unknown;
}

export function firstAnswersFrom(json: string | null | undefined): FirstAnswers {
  let answers: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (typeof parsed === 'object' && parsed !== null) answers = parsed as Record<string, unknown>;
  } catch {
    // A damaged element only costs the round trips it would have saved.
  }
  return {
    take(path) {
      if (!Object.hasOwn(answers, path)) return undefined;
      const answer = answers[path];
      delete answers[path];
      return answer;
    },
  };
}

let currentAnswers = firstAnswersFrom(
  typeof document === 'undefined' ? null : document.getElementById('first-answers')?.textContent,
);

/** The page's answers: in the browser those in its HTML, on the server those of the page it renders. */
export const pageFirstAnswers: FirstAnswers = { take: (path) => currentAnswers.take(path) };

/** The server renders each customer page with that page's answers (entry-server.tsx). */
export function replacePageFirstAnswers(json: string): void {
  currentAnswers = firstAnswersFrom(json);
}
