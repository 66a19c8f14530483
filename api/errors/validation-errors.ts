/**
 * Shapes schema-validation failures into the 422 body: one `{field, message}` per invalid or
 * missing field (docs/api-contract.md "422"). Fastify hands us ajv's error objects.
 */
import type { FieldError } from './api-error.js';
import { FIELD_MESSAGES } from './error-catalogue.js';

interface AjvLikeError {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function pathToField(instancePath: string): string {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}

function describe(error: AjvLikeError): FieldError {
  const base = pathToField(error.instancePath ?? '');
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return { field: join(base, String(params.missingProperty)), message: FIELD_MESSAGES.required };
    case 'additionalProperties':
      return { field: join(base, String(params.additionalProperty)), message: FIELD_MESSAGES.unknown };
    case 'type':
      return { field: base || 'body', message: `Must be of type ${String(params.type)}` };
    case 'enum':
      return {
        field: base || 'body',
        message: `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'minLength':
      return { field: base, message: `Must be at least ${String(params.limit)} characters` };
    case 'maxLength':
      return { field: base, message: `Must be at most ${String(params.limit)} characters` };
    case 'minItems':
      return { field: base, message: `Must contain at least ${String(params.limit)} item(s)` };
    case 'maxItems':
      return { field: base, message: `Must contain at most ${String(params.limit)} items` };
    case 'minimum':
      return { field: base, message: `Must be at least ${String(params.limit)}` };
    case 'maximum':
      return { field: base, message: `Must be at most ${String(params.limit)}` };
    case 'format':
      // A calendar date (`format: date`) says which form it wants, as the usage routes document it.
      if (params.format === 'date') return { field: base, message: FIELD_MESSAGES.invalidDate };
      return { field: base, message: `Must be a valid ${String(params.format)}` };
    default:
      return { field: base || 'body', message: error.message ?? 'Invalid value' };
  }
}

/** Deduplicated field errors, in the order ajv reported them. */
export function fieldErrorsFromValidation(errors: AjvLikeError[], context?: string): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const described = describe(error);
    // A bad body as a whole (not an object) is reported as "body"; query and path parts by name.
    if (described.field === 'body' && context && context !== 'body') described.field = context;
    const key = `${described.field}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(described);
  }
  return result;
}
