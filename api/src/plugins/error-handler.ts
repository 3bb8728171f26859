import { STATUS_CODES } from 'node:http';
import { ConnectionException, ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldError, HttpError } from '../shared/http-errors.ts';

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006']);
const DB_DOWN_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i;

export function isDatabaseDown(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
  return DB_DOWN_MESSAGES.test(error.message) || (error.cause instanceof Error && isDatabaseDown(error.cause));
}

function uniqueViolationMessage(error: Error): string {
  if (/email/.test(error.message)) return 'This e-mail address is already in use';
  if (/enrollment_number/.test(error.message)) return 'This enrollment number is already in use';
  if (/subject_code/.test(error.message)) return 'A subject with this code already exists';
  return 'A record with these values already exists';
}

/** Maps any thrown error to a safe status and message; never leaks stacks or SQL. */
function classify(error: FastifyError): { statusCode: number; message: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (error.validation) return { statusCode: 400, message: error.message };
  if (error instanceof UniqueConstraintViolationException) return { statusCode: 409, message: uniqueViolationMessage(error) };
  if (error instanceof ForeignKeyConstraintViolationException) {
    return { statusCode: 409, message: 'This record is still referenced by other records' };
  }
  if (isDatabaseDown(error)) return { statusCode: 503, message: 'The database is unavailable; try again shortly' };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { statusCode: 413, message: 'Request body is too large' };
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) return { statusCode: status, message: error.message };
  return { statusCode: 500, message: 'Internal Server Error' };
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode, message } = classify(error);
      if (statusCode === 503) request.log.warn({ reason: error.message }, 'database unavailable');
      else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // a form's error also names its field, so the form can show the message beside it
      const field = error instanceof FieldError ? { field: error.field } : {};
      reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...field });
    });
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'error-handler' },
);
