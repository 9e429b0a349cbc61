import { ERROR_STATUS, type ErrorCode } from '../shared/errors';

/** Thrown by use cases; the error handler turns it into the error envelope with the code's status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message ?? code, { cause });
    this.statusCode = ERROR_STATUS[code];
  }
}
