import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type CompileSerializer = ReturnType<BuildSerializer>;

const defaultFactory = SerializerSelector();

/**
 * Fastify's own reply serializers, compiled once per schema object rather than per route and status: with
 * ~1,000 copies of the contract's one error body, requests promoted ~25x more memory (api/bench: a 30-90 ms
 * major GC inside the 500 req/s runs).
 */
export const buildSharedSerializer: BuildSerializer = (externalSchemas, serializerOpts) => {
  const compile: CompileSerializer = defaultFactory(externalSchemas, serializerOpts);
  const compiled = new WeakMap<object, ReturnType<CompileSerializer>>();
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const known = compiled.get(schema);
    if (known) return known;
    const serializer = compile(route);
    compiled.set(schema, serializer);
    return serializer;
  };
};
