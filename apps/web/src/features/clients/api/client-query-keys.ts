export const clientKeys = {
  all: (shopId: string) => ['clients', shopId] as const,
  list: (shopId: string, q: string, page: number, pageSize: number) =>
    ['clients', shopId, 'list', q, page, pageSize] as const,
  card: (shopId: string, clientId: string) => ['clients', shopId, 'card', clientId] as const,
  photos: (shopId: string, clientId: string) => ['clients', shopId, 'card', clientId, 'photos'] as const,
  photoImage: (url: string) => ['client-photo-image', url] as const,
};
