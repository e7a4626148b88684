import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

const liveStudioSchema = z.array(z.object({ id: z.string(), name: z.string(), currencyCode: z.string() }));
export type LiveStudio = z.infer<typeof liveStudioSchema>[number];

/** The live studios whose menus a global admin may read (GET shops/all/true, what the picker shows). */
export async function listLiveStudios(signal?: AbortSignal): Promise<LiveStudio[]> {
  const page = await api.list('/shops/all/true?status=active&limit=500', {
    schema: liveStudioSchema,
    signal,
  });
  return page.items;
}

export const liveStudiosQueryOptions = () =>
  queryOptions({ queryKey: menuKeys.liveStudios(), queryFn: ({ signal }) => listLiveStudios(signal) });

export function useLiveStudios() {
  return useQuery(liveStudiosQueryOptions());
}
