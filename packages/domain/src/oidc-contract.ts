// Platform identity sign-in through an OpenID Connect provider (Google or any other).
import { z } from 'zod';
import { locales } from './locale.ts';

/** GET /api/auth/oidc: whether the sign-in is configured, and the provider's name for the button. */
export const oidcSignInOptionsSchema = z.object({
  enabled: z.boolean(),
  providerName: z.string().optional(),
});
export type OidcSignInOptions = z.infer<typeof oidcSignInOptionsSchema>;

/** Query of GET /api/auth/oidc/start, the page the browser navigates to. */
export const oidcStartQuerySchema = z.object({
  /** The page of this site to go on with after signing in; anything else is ignored. */
  returnTo: z.string().optional(),
  /** The app's language: it becomes the new account's language and the provider's page language. */
  locale: z.enum(locales).optional(),
});
export type OidcStartQuery = z.infer<typeof oidcStartQuerySchema>;

/**
 * Whether a return path stays on this site: an absolute path, not a protocol-relative URL
 * ("//evil.example", "/\\evil.example"), and without backslashes or the control characters that
 * URL parsers drop ("/\t/evil.example" would become "//evil.example").
 */
export function isSameSiteReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}
