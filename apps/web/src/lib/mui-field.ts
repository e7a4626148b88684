import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's registration for an MUI TextField: the ref goes to the input element itself
 * (inputRef), so "focus the first invalid field" lands in the field and not on its wrapper.
 */
export function muiField<T extends string>({ ref, ...rest }: UseFormRegisterReturn<T>) {
  return { ...rest, inputRef: ref };
}
