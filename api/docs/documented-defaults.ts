/**
 * A request field with a `default` is optional, whatever its schema's `required` list says: the
 * validator fills the default in before it checks what is required (ajv `useDefaults`), so a client
 * may leave it out. TypeBox lists every non-`Optional` key as required, which would document
 * `?limit=` on GET /v1/domains/alerts as mandatory; this drops such keys from `required` in the
 * OpenAPI document (docs only; validation is unchanged).
 */
type Schema = Record<string, unknown>;

function withoutDefaultedRequired(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  const object = schema as Schema;
  const properties = object.properties as Record<string, Schema> | undefined;
  if (!properties || !Array.isArray(object.required)) return schema;
  const required = (object.required as string[]).filter((key) => properties[key]?.default === undefined);
  return { ...object, required };
}

/** Applies the rule to a route's querystring and body schemas (part of the swagger `transform`). */
export function documentDefaultsAsOptional(schema: Schema): Schema {
  return {
    ...schema,
    ...(schema.querystring ? { querystring: withoutDefaultedRequired(schema.querystring) } : {}),
    ...(schema.body ? { body: withoutDefaultedRequired(schema.body) } : {}),
  };
}
