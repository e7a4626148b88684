/** True for PostgreSQL's unique_violation (SQLSTATE 23505), from pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** True for PostgreSQL's exclusion_violation (SQLSTATE 23P01), e.g. a team member in two bookings at once. */
export function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/** True for serialization_failure (40001) and deadlock_detected (40P01): the transaction may simply run again. */
export function isRetryableTransactionFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '40001' || code === '40P01';
}
