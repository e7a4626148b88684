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

export const pageFirstAnswers = firstAnswersFrom(
  typeof document === 'undefined' ? null : document.getElementById('first-answers')?.textContent,
);
