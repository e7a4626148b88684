// A partner card's pattern runs against customers' input on every check. The server matches with
// RE2 (re2-wasm: no native build), whose time grows linearly with the number, never exponentially
// as a backtracking engine's can: patterns such as (\d|\d)*x or \d*\d*\d*\d*\d*\d*\d*\d*x pass
// every static "safe regex" check and still took seconds per number. A pattern must compile in
// RE2 (no lookarounds, no back-references) and as a JavaScript expression (the admin's dialog
// tries numbers against it in the browser, where safe-regex2 keeps out the plainly nested ones).
import { compilePartnerCardPattern, partnerCardPatternMax } from '@studio/domain/partner-card-contract';
import { LRUCache } from 'lru-cache';
import { RE2 } from 're2-wasm';
import safeRegex from 'safe-regex2';

/**
 * re2-wasm's compiled expression lives in WebAssembly memory, which only its wrapper's delete()
 * frees (the wrapper is private in its types).
 */
function release(expression: RE2): void {
  (expression as unknown as { wrapper?: { delete?(): void } }).wrapper?.delete?.();
}

function anchored(pattern: string): string {
  return `^(?:${pattern})$`;
}

// Compiling costs far more than matching, and partner cards are few: each pattern is compiled once.
const compiled = new LRUCache<string, RE2 | 'invalid'>({
  max: 500,
  dispose: (expression) => {
    if (expression !== 'invalid') release(expression);
  },
});

function compileInRe2(pattern: string): RE2 | undefined {
  let expression = compiled.get(pattern);
  if (expression === undefined) {
    try {
      expression = new RE2(anchored(pattern), 'u');
    } catch {
      expression = 'invalid';
    }
    compiled.set(pattern, expression);
  }
  return expression === 'invalid' ? undefined : expression;
}

/** Why the pattern cannot be used, or undefined when it can. */
export function partnerCardPatternProblem(pattern: string): string | undefined {
  if (pattern.length > partnerCardPatternMax) return `at most ${partnerCardPatternMax} characters`;
  const inBrowser = compilePartnerCardPattern(pattern);
  if (!inBrowser) return 'not a valid regular expression';
  if (!compileInRe2(pattern)) return 'lookarounds and back-references are not supported';
  if (!safeRegex(inBrowser, { limit: 25 })) return 'could backtrack catastrophically';
  return undefined;
}

/** Whether the whole number matches the pattern, in time linear in the number's length. */
export function partnerCardNumberMatches(pattern: string, number: string): boolean {
  return compileInRe2(pattern)?.test(number) ?? false;
}
