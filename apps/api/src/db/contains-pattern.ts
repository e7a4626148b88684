/** An ILIKE pattern matching text that contains `value` literally: its `%`, `_` and `\` match themselves. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
