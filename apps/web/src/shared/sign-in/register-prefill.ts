/** What the customer sign-up page starts with; handed over in the history state, never in the URL. */
export interface RegisterPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A booking's single name field as first and last name: the last word is the family name
 * ("Gina Maria Gast" → "Gina Maria", "Gast"); a single word is the first name.
 */
export function prefillFromBooking(customer: { name: string; email?: string | null }): RegisterPrefill {
  const words = customer.name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return { firstName: words.join(' '), lastName, email: customer.email?.trim() ?? '' };
}

/** The prefill in a location's state, if it holds a well-formed one. */
export function prefillFromState(state: unknown): RegisterPrefill | null {
  if (typeof state !== 'object' || state === null) return null;
  const prefill = (state as { prefill?: unknown }).prefill;
  if (typeof prefill !== 'object' || prefill === null) return null;
  const { firstName, lastName, email } = prefill as Record<string, unknown>;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  return { firstName, lastName, email };
}
