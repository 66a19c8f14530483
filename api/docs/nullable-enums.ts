/**
 * A field that is one of a few strings or null (`Type.Union([Type.Union(literals), Type.Null()])`)
 * comes out of @fastify/swagger's OpenAPI 3.0 conversion as `{enum: [...], nullable: true}`. OpenAPI
 * 3.0.3 ("nullable" clarified) reads that as: null is allowed only if the enum lists it, so strict
 * generators refuse null there (openapi-python-client's model of a webhook endpoint raised on its
 * `disabled_reason: null`). Each such enum gets null added, which is what the route schema says.
 * Applied to the finished document by @fastify/swagger's `transformObject`.
 */
export function allowNullInNullableEnums<T>(document: T): T {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const schema = value as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
    for (const child of Object.values(schema)) visit(child);
  };
  visit(document);
  return document;
}
