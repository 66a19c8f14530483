/**
 * Registering Rampart's search attributes (search-attributes.ts) on a Temporal namespace: the dev
 * server script and every worker at start call ensureSearchAttributes; the API checks once before its
 * first start. Not part of the workflow bundle (it talks to the operator service).
 */
// @temporalio/proto is CommonJS: its namespaces come through the default export under ESM.
import proto from '@temporalio/proto';
import { ACCOUNT_ATTRIBUTE, DOMAIN_ATTRIBUTE, JOB_KIND_ATTRIBUTE } from './search-attributes.js';

const { IndexedValueType } = proto.temporal.api.enums.v1;

/** Every attribute with the type name the Temporal CLI's `--search-attribute KEY=TYPE` takes. */
export const RAMPART_SEARCH_ATTRIBUTES = [
  {
    name: DOMAIN_ATTRIBUTE.name,
    cliType: 'KeywordList',
    indexedType: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
  },
  {
    name: ACCOUNT_ATTRIBUTE.name,
    cliType: 'Int',
    indexedType: IndexedValueType.INDEXED_VALUE_TYPE_INT,
  },
  {
    name: JOB_KIND_ATTRIBUTE.name,
    cliType: 'Keyword',
    indexedType: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  },
] as const;

/** The part of a client Connection or a worker's NativeConnection this file uses. */
export interface OperatorAccess {
  operatorService: {
    listSearchAttributes(request: {
      namespace: string;
    }): Promise<{ customAttributes?: Record<string, unknown> | null }>;
    addSearchAttributes(request: {
      namespace: string;
      searchAttributes: Record<string, proto.temporal.api.enums.v1.IndexedValueType>;
    }): Promise<unknown>;
  };
}

/**
 * Registers the attributes the namespace lacks. Returns the names still missing afterwards (empty
 * when all are there): a server that refuses to add them (no permission) leaves them missing, and
 * the caller decides what to do about it.
 */
export async function ensureSearchAttributes(connection: OperatorAccess, namespace: string): Promise<string[]> {
  const missing = async () => {
    const listed = await connection.operatorService.listSearchAttributes({ namespace });
    const known = new Set(Object.keys(listed.customAttributes ?? {}));
    return RAMPART_SEARCH_ATTRIBUTES.filter((attribute) => !known.has(attribute.name));
  };
  const absent = await missing();
  if (absent.length === 0) return [];
  try {
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(absent.map((attribute) => [attribute.name, attribute.indexedType])),
    });
  } catch {
    // No permission (Temporal Cloud manages attributes in its own console) or a race with another
    // worker adding them: what is missing afterwards is the answer.
  }
  return (await missing()).map((attribute) => attribute.name);
}
