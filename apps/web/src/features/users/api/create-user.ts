import { ErrorCode } from '@studio/domain/error-codes';
import {
  type CreateUserRequest,
  createUserRequestSchema,
  type ManagedUser,
  managedUserSchema,
} from '@studio/domain/users-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { createUserRequestSchema };

/** Field problems and an address already in use (9409, fields.email) are shown on the form. */
export function createUser(body: CreateUserRequest): Promise<ManagedUser> {
  return api.post('/users', body, {
    schema: managedUserSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.conflict],
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}
