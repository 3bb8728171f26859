import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ormConfig } from '../db/orm-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
}

/** One ORM per process; every request gets its own identity map through RequestContext. */
export const ormPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const orm = await MikroORM.init(ormConfig(options.databaseUrl));
    app.decorate('orm', orm);
    app.addHook('onRequest', (_request, _reply, done) => {
      RequestContext.create(orm.em, done);
    });
    app.addHook('onClose', async () => {
      await orm.close();
    });
  },
  { name: 'orm' },
);
