// The catalogue's codes by name, apart from their texts (error-catalogue.ts): code that compares or
// throws codes does not carry the four languages along. `ErrorCode` is both the names
// (`ErrorCode.shopNotFound`) and the type of any code.
import type * as codeNames from './error-code-names.ts';
import type { NumberOf } from './error-code-names.ts';

export * as ErrorCode from './error-code-names.ts';

type CodeNames = typeof codeNames;

/** Any code of the catalogue: `new AppError(ErrorCode.bookingSlotUnavailable)`. */
export type ErrorCode = CodeNames[keyof CodeNames];

/** The bare number of any code, e.g. as a key of the texts' table. */
export type ErrorCodeNumber = NumberOf<ErrorCode>;
