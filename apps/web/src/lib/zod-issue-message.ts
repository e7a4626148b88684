import { type FieldProblem, fieldProblemMessage } from '@studio/domain/error-catalogue';
import type { Locale } from '@studio/domain/locale';
import type { $ZodRawIssue } from 'zod/v4/core';

/** Which of the shared field-problem texts fits a zod issue; null leaves zod's own wording. */
export function fieldProblemOf(issue: $ZodRawIssue): FieldProblem | null {
  // An empty field is "required", whatever rule it broke first (e.g. an empty email is not "invalid").
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'required';
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'tooBig';
    case 'unrecognized_keys':
      return 'unknownField';
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid';
    default:
      return null;
  }
}

/**
 * A zod error map in the user's language, built from the same texts the API sends, so a form
 * says 'Die E-Mail-Adresse ist ungültig' whether the browser or the server caught the problem.
 */
export function localizedIssueMessage(locale: Locale) {
  return (issue: $ZodRawIssue): string | undefined => {
    const problem = fieldProblemOf(issue);
    return problem ? fieldProblemMessage(problem, locale) : undefined;
  };
}
