import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** GET errors (global admin): stored error reports grouped by message, most recently seen first. */
export const errorEventSchema = z.object({
  id: z.string(),
  source: z.enum(['web', 'api']),
  level: z.string(),
  exceptionType: z.string().nullable(),
  exceptionValue: z.string().nullable(),
  errorCode: z.number().nullable(),
  release: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  occurredAt: z.string(),
  receivedAt: z.string(),
});
export type ErrorEvent = z.infer<typeof errorEventSchema>;

export const errorGroupSchema = z.object({
  message: z.string(),
  count: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  events: z.array(errorEventSchema),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorGroupPageSchema = z.object({ total: z.number(), groups: z.array(errorGroupSchema) });
export type ErrorGroupPage = z.infer<typeof errorGroupPageSchema>;

export const ERROR_GROUP_PAGE_SIZE = 25;

export function listErrorGroups(page: number, signal?: AbortSignal): Promise<ErrorGroupPage> {
  const query = new URLSearchParams({
    limit: String(ERROR_GROUP_PAGE_SIZE),
    offset: String(page * ERROR_GROUP_PAGE_SIZE),
  });
  return api.get(`/errors?${query.toString()}`, { schema: errorGroupPageSchema, signal });
}

export const errorGroupsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.errorGroups(page),
    queryFn: ({ signal }) => listErrorGroups(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useErrorGroups(page: number) {
  return useQuery(errorGroupsQueryOptions(page));
}
