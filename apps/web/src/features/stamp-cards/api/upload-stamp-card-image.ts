import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const uploadAnswerSchema = z.object({ url: z.string() });

/** Stores the image (checked again by content on the server); the card names it by its `url`. */
export function uploadStampCardImage(shopId: string, file: Blob): Promise<{ url: string }> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/uploads`, file, {
    schema: uploadAnswerSchema,
    quietCodes: [9400, 9413],
  });
}

export function useUploadStampCardImage(shopId: string) {
  return useMutation({ mutationFn: (file: Blob) => uploadStampCardImage(shopId, file) });
}
