import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** GET mail-outbox (global admin): every mail the platform wrote, newest first. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxMailListSchema = z.array(outboxMailSchema);

export const OUTBOX_PAGE_SIZE = 50;

export function listOutboxMails(page: number, signal?: AbortSignal): Promise<OutboxMail[]> {
  const query = new URLSearchParams({
    limit: String(OUTBOX_PAGE_SIZE),
    offset: String(page * OUTBOX_PAGE_SIZE),
  });
  return api.get(`/mail-outbox?${query.toString()}`, { schema: outboxMailListSchema, signal });
}

export const outboxMailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.mailOutbox(page),
    queryFn: ({ signal }) => listOutboxMails(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useOutboxMails(page: number) {
  return useQuery(outboxMailsQueryOptions(page));
}
