/**
 * Schema compilers. Query strings and path parameters are text, so they are coerced to the
 * schema's types; JSON bodies are not: `"password": 123` is a 422, never silently a string.
 * `allErrors` reports every invalid field at once, as the 422 body promises.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

function makeAjv(coerce: boolean) {
  const ajv = new Ajv.default({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  addFormats.default(ajv, ['email', 'uri', 'date', 'date-time', 'uuid']);
  return ajv;
}

export function registerValidators(app: FastifyInstance): void {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : textAjv.compile(schema),
  );
}
