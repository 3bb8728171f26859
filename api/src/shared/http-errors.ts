/** An error whose status code and message are safe to show to the client. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** A 400 about one field of a form: the message in the form's own words, the field by its form name. */
export class FieldError extends HttpError {
  readonly field: string;

  constructor(field: string, message: string) {
    super(400, message);
    this.field = field;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
