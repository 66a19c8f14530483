/**
 * The operations a malformed-request corpus is aimed at, read from the app's OpenAPI document, and
 * how a request to one is spelled: its path with plausible parameters, and a plausible body to cut,
 * nest or pad (test/security/malformed-corpus.ts).
 */

export interface Field {
  name: string;
  /** JSON types the document allows (an anyOf gives several). */
  types: string[];
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, `/v1/scan/jobs/{job_id}`. */
  path: string;
  body: Field[] | null;
  query: Field[];
  pathParams: Field[];
}

export interface Caller {
  name: string;
  headers: [string, string][];
}

type Schema = { type?: string | string[]; anyOf?: Schema[]; oneOf?: Schema[]; properties?: Record<string, Schema> };

function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.type) return [schema.type].flat();
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
}

/** Every operation of the document, with the fields a request can carry. */
export function operationsFromOpenApi(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema?: Schema }[];
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      const bodySchema = content?.['application/json']?.schema;
      const fields = (list: typeof parameters, where: string) =>
        list.filter((p) => p.in === where).map((p) => ({ name: p.name, types: typesOf(p.schema) }));
      operations.push({
        method: method.toUpperCase(),
        path,
        body: bodySchema
          ? Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => ({ name, types: typesOf(schema) }))
          : null,
        query: fields(parameters, 'query'),
        pathParams: fields(parameters, 'path'),
      });
    }
  }
  return operations;
}

/** A path with each parameter filled by a plausible value, or `override` for one of them. */
export function fillPath(op: Operation, override?: { name: string; raw: string }): string {
  return op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (override?.name === name) return override.raw;
    const field = op.pathParams.find((p) => p.name === name);
    return field?.types.includes('integer') ? '1' : 'example.com';
  });
}

/** The path with a bad spelling inside it: in a parameter when it has one, else after the last segment. */
export function pathWith(op: Operation, raw: string): string {
  const param = op.pathParams[0];
  return param ? fillPath(op, { name: param.name, raw: `x${raw}` }) : `${fillPath(op)}${raw}`;
}

/** A plausible body for the operation (right-looking keys, values of some type) to cut, nest or pad. */
export function sampleBody(op: Operation): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of op.body ?? []) body[field.name] = field.types.includes('string') ? 'example.com' : 1;
  return op.body && op.body.length > 0 ? body : { note: 'x' };
}
