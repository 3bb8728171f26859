import { ApiError } from '@college/shared-ui';

/** SPEC section 8: 'HTTP error! Status: {code}, Message: {server message or Unknown error}'. */
export function httpErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.body.message || error.body.error || 'Unknown error';
    return `HTTP error! Status: ${error.status}, Message: ${message}`;
  }
  return error instanceof Error ? error.message : 'Unknown error';
}

/** A list that failed to load: 'Error: ' plus the message. */
export const errorLine = (error: unknown) => `Error: ${httpErrorText(error)}`;
