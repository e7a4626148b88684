import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const uploadAnswerSchema = z.object({ url: z.string() });

/** Stores the image under one of the deal's shops (checked again by content); the deal names it by `url`. */
export function uploadDealImage(shopId: string, file: Blob): Promise<{ url: string }> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/uploads`, file, {
    schema: uploadAnswerSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.payloadTooLarge],
  });
}

export function useUploadDealImage() {
  return useMutation({
    mutationFn: ({ shopId, file }: { shopId: string; file: Blob }) => uploadDealImage(shopId, file),
  });
}
