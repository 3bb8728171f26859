import { stackPorts } from '@college/topology';

/** DATABASE_URL, else the embedded PostgreSQL that `npm start` runs (on PGPORT or its stack's port). */
export function databaseUrlFrom(env: NodeJS.ProcessEnv): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const port = env.PGPORT ?? stackPorts(Number(env.STACK_PORT_OFFSET ?? 0)).postgres;
  return `postgres://postgres:postgres@127.0.0.1:${port}/college`;
}
