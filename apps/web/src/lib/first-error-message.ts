/**
 * The first message in a react-hook-form error entry, also when the schema reported it on a
 * nested path (e.g. the third line of a "one link per line" field: `externalLinks.2`).
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const value of Object.values(record)) {
    if (value && typeof value === 'object' && value !== record.ref) {
      const nested = firstErrorMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}
