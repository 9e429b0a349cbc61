import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Answers are written by a serialiser compiled once from each route's response schema
 * (fast-json-stringify), not by validating every answer with zod at run time: on a listing, that
 * validation cost about as much as the query (issue 35). The compiled writer keeps the schema's
 * promise that no field outside it leaves the server: it writes only the properties the schema names.
 *
 * `checked` (every run but production's): each answer is also written the old way, validated by zod,
 * and the two must be the same JSON (their keys may come in another order), so the whole test suite
 * proves the compiled writer equal to it.
 */
export function responseSerializerCompiler({
  checked,
}: {
  checked: boolean;
}): FastifySerializerCompiler<ZodType | { properties: ZodType }> {
  return (route) => {
    const zodSchema = 'properties' in route.schema ? route.schema.properties : route.schema;
    const jsonSchema = forFastJson(toJSONSchema(zodSchema, { io: 'output', unrepresentable: 'any' }));
    // A union fast-json-stringify would resolve by validating each branch with its own validator,
    // which can disagree with zod and is no faster: such answers (none on the busy routes) keep zod.
    const zodWriter = () => checkedSerializerCompiler(route) as (data: unknown) => string;
    if (hasUnion(jsonSchema)) return zodWriter();
    const write = fastJson(jsonSchema) as (data: unknown) => string;
    if (!checked) return write;
    const writeChecked = zodWriter();
    return (data) => {
      const expected = writeChecked(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the compiled serialiser wrote ${written.slice(0, 300)}, zod ${expected.slice(0, 300)}`,
        );
      return written;
    };
  };
}

/**
 * zod's JSON Schema in the dialect fast-json-stringify writes fast: "X or null" as `nullable`
 * (its `anyOf` picks a branch by validating each at run time), without the keywords it ignores.
 */
export function forFastJson(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(forFastJson) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema;
  const { $schema: _dialect, ...rest } = schema as JsonSchema;
  const anyOf = rest.anyOf as unknown[] | undefined;
  if (anyOf?.length === 2) {
    const other = anyOf.find((branch) => (branch as JsonSchema).type !== 'null');
    const hasNull = anyOf.some((branch) => (branch as JsonSchema).type === 'null');
    if (hasNull && other && !('anyOf' in (other as JsonSchema))) {
      const { anyOf: _anyOf, ...outside } = rest;
      return { ...forFastJson(other), ...forFastJson(outside), nullable: true };
    }
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, forFastJson(value)]));
}

function hasUnion(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  return Object.entries(schema).some(
    ([key, value]) => ['anyOf', 'oneOf', 'allOf'].includes(key) || hasUnion(value),
  );
}
