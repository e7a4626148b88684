import type { CursorPage } from '../../../lib/use-cursor-pages.ts';

export const clientKeys = {
  all: (shopId: string) => ['clients', shopId] as const,
  list: (shopId: string, q: string, page: CursorPage) => ['clients', shopId, 'list', q, page] as const,
  card: (shopId: string, clientId: string) => ['clients', shopId, 'card', clientId] as const,
  photos: (shopId: string, clientId: string) => ['clients', shopId, 'card', clientId, 'photos'] as const,
  photoImage: (url: string) => ['client-photo-image', url] as const,
};
