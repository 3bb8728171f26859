import type { FastifySchemaValidationError } from 'fastify';

type AjvLikeError = FastifySchemaValidationError & { params: Record<string, unknown> };

function fieldName(error: AjvLikeError): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path;
}

function describe(error: AjvLikeError, field: string): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return `has an unknown field '${String(error.params.additionalProperty)}'`;
    case 'pattern':
      if (/email/i.test(field)) return 'must be a valid e-mail address';
      if (/date|dob|yearOfJoining/i.test(field)) return 'must be a date (YYYY-MM-DD or ISO 8601)';
      if (field === 'id') return 'must be a positive integer id';
      return 'is empty or contains characters that are not allowed';
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** `body/contactInfo/email must match pattern ...` becomes `contactInfo.email must be a valid e-mail address`. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0] as AjvLikeError;
  const field = fieldName(first);
  const message = field ? `${field} ${describe(first, field)}` : `${dataVar} ${describe(first, field)}`;
  return new Error(message);
}
