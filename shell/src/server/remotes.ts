// /remotes.json: where each portal's mf-manifest.json is, read by the shell's page at run time, from the shell's
// server (server.ts), in development as in a release.
import { readFileSync } from 'node:fs';
import { PORTALS, stackPorts } from '@college/topology';

export type Remotes = Record<string, string>;

/**
 * REMOTES_FILE (a JSON file: name -> manifest URL) wins; else each portal on its port (the topology's, moved by
 * STACK_PORT_OFFSET or its own variable) of the site's host.
 */
export function remotesFrom(env: Record<string, string | undefined>): (origin: string) => Remotes {
  const ports = stackPorts(Number(env.STACK_PORT_OFFSET ?? 0));
  const portalPorts = Object.fromEntries(PORTALS.map((portal) => [portal.name, Number(env[portal.portVariable] ?? ports.portals[portal.folder])]));
  return (origin) => {
    if (env.REMOTES_FILE) return JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8'));
    const { protocol, hostname } = new URL(origin);
    return Object.fromEntries(Object.entries(portalPorts).map(([name, port]) => [name, `${protocol}//${hostname}:${port}/mf-manifest.json`]));
  };
}
