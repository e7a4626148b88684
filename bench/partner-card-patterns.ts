// Partner-card patterns that backtrack: each of the known evil patterns against numbers of growing
// length, matched the way the server matches (RE2, partnerCardNumberMatches) and, for comparison,
// by JavaScript's backtracking RegExp on the short lengths it can still finish. Prints the time per
// match; the server's must stay flat (linear) up to 64 characters, the longest number allowed.
// Run: node bench/partner-card-patterns.ts
import { partnerCardNumberMatches } from '../apps/api/src/features/partner-cards/partner-card-pattern.ts';
import { compilePartnerCardPattern } from '../packages/domain/src/partner-card-contract.ts';

const patterns = ['(\\d|\\d)*x', '(\\d|\\d\\d)*x', '\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*x'];
const lengths = [16, 20, 24, 32, 64];
/** Past this the backtracking engine is not tried: its next length would take seconds to hours. */
const backtrackingUpTo = 24;

/** Mean and slowest time of one match, in ms. */
function timeOf(match: () => boolean, rounds: number): { mean: number; max: number } {
  let total = 0;
  let max = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    match();
    const took = performance.now() - started;
    total += took;
    max = Math.max(max, took);
  }
  return { mean: total / rounds, max };
}

console.log('pattern                          | length | RE2 (server) mean ms | max ms | JS RegExp ms');
console.log('-------------------------------- | -----: | -------------------: | -----: | -----------:');
for (const pattern of patterns) {
  partnerCardNumberMatches(pattern, '1'); // compiled once, as the server keeps it
  const backtracking = compilePartnerCardPattern(pattern);
  for (const length of lengths) {
    const number = '1'.repeat(length);
    const linear = timeOf(() => partnerCardNumberMatches(pattern, number), 1000);
    const slow =
      length <= backtrackingUpTo && backtracking
        ? timeOf(() => backtracking.test(number), 1).mean.toFixed(1)
        : '—';
    console.log(
      `${pattern.padEnd(32)} | ${String(length).padStart(6)} | ${linear.mean.toFixed(4).padStart(20)} | ${linear.max.toFixed(2).padStart(6)} | ${slow.padStart(12)}`,
    );
  }
}
