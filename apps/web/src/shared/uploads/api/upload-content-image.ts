import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const uploadAnswerSchema = z.object({ url: z.string() });

/** Stores an image of the shop's content (checked again by content on the server) under its `url`. */
export function uploadContentImage(shopId: string, file: Blob): Promise<{ url: string }> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/uploads`, file, {
    schema: uploadAnswerSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.payloadTooLarge],
  });
}

export function useUploadContentImage(shopId: string) {
  return useMutation({ mutationFn: (file: Blob) => uploadContentImage(shopId, file) });
}
