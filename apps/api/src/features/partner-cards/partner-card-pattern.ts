// A partner card's pattern runs against customers' input on every check, so one that could
// backtrack catastrophically (nested or overlapping repetition) is refused when it is saved.
import { compilePartnerCardPattern, partnerCardPatternMax } from '@studio/domain/partner-card-contract';
import safeRegex from 'safe-regex2';

/** Why the pattern cannot be used, or undefined when it can. */
export function partnerCardPatternProblem(pattern: string): string | undefined {
  if (pattern.length > partnerCardPatternMax) return `at most ${partnerCardPatternMax} characters`;
  const compiled = compilePartnerCardPattern(pattern);
  if (!compiled) return 'not a valid regular expression';
  if (!safeRegex(compiled, { limit: 25 })) return 'could backtrack catastrophically';
  return undefined;
}
