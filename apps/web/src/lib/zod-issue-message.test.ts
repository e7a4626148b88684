import { loginRequestSchema } from '@studio/domain/auth-contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedIssueMessage } from './zod-issue-message.ts';

function messages(schema: z.ZodType, value: unknown, locale: 'de' | 'en') {
  const result = schema.safeParse(value, { error: localizedIssueMessage(locale) });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('localized zod messages', () => {
  it("says 'Die E-Mail-Adresse ist ungültig' for an invalid login email in German", () => {
    expect(messages(loginRequestSchema, { email: 'not-an-email', password: 'x' }, 'de')).toEqual({
      email: 'Die E-Mail-Adresse ist ungültig',
    });
  });

  it('calls empty fields required rather than invalid', () => {
    expect(messages(loginRequestSchema, { email: '', password: '' }, 'de')).toEqual({
      email: 'Pflichtfeld',
      password: 'Pflichtfeld',
    });
    expect(messages(loginRequestSchema, {}, 'en')).toEqual({ email: 'Required', password: 'Required' });
  });

  it('maps length limits to the shared texts', () => {
    const schema = z.object({ name: z.string().min(3).max(5) });
    expect(messages(schema, { name: 'ab' }, 'en')).toEqual({ name: 'Too short' });
    expect(messages(schema, { name: 'abcdefg' }, 'de')).toEqual({ name: 'Zu lang' });
  });

  it('keeps messages a schema sets itself', () => {
    const schema = z.object({ code: z.string().refine((value) => value === 'ok', 'Passwords must match') });
    expect(messages(schema, { code: 'no' }, 'de')).toEqual({ code: 'Passwords must match' });
  });
});
