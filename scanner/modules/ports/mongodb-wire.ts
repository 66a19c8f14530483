/**
 * Just enough of the MongoDB wire protocol (OP_MSG, MongoDB 3.6+) and BSON for one question:
 * `listDatabases` on `admin`, which an auth-enabled server refuses (code 13, Unauthorized) to a client
 * that has not logged in, and an open server answers with ok: 1. No driver dependency for one probe.
 */

const OP_MSG = 2013;

function cstring(text: string): Buffer {
  return Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);
}

/** A BSON document from already-encoded elements (type byte, name, value). */
function bsonDocument(elements: Buffer[]): Buffer {
  const body = Buffer.concat([...elements, Buffer.from([0])]);
  const length = Buffer.alloc(4);
  length.writeInt32LE(body.length + 4);
  return Buffer.concat([length, body]);
}

function int32Element(name: string, value: number): Buffer {
  const v = Buffer.alloc(4);
  v.writeInt32LE(value);
  return Buffer.concat([Buffer.from([0x10]), cstring(name), v]);
}

function boolElement(name: string, value: boolean): Buffer {
  return Buffer.concat([Buffer.from([0x08]), cstring(name), Buffer.from([value ? 1 : 0])]);
}

function stringElement(name: string, value: string): Buffer {
  const v = cstring(value);
  const length = Buffer.alloc(4);
  length.writeInt32LE(v.length);
  return Buffer.concat([Buffer.from([0x02]), cstring(name), length, v]);
}

function opMsg(requestId: number, document: Buffer): Buffer {
  const header = Buffer.alloc(16 + 4 + 1);
  header.writeInt32LE(header.length + document.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(OP_MSG, 12);
  header.writeUInt32LE(0, 16); // flagBits
  header.writeUInt8(0, 20); // section kind 0: the command document
  return Buffer.concat([header, document]);
}

export const MONGODB_LIST_DATABASES: Buffer = opMsg(
  1,
  bsonDocument([int32Element('listDatabases', 1), boolElement('nameOnly', true), stringElement('$db', 'admin')]),
);

/** True once the whole message announced by the length prefix has arrived. */
export function mongoReplyComplete(reply: Buffer): boolean {
  return reply.length >= 4 && reply.length >= reply.readInt32LE(0);
}

/** Fixed value sizes of the BSON types a command reply may carry; strings and documents are sized inline. */
const FIXED_SIZES: Record<number, number> = { 1: 8, 7: 12, 8: 1, 9: 8, 10: 0, 16: 4, 17: 8, 18: 8, 19: 16 };

type BsonScalar = number | string | boolean | null;

/** The top-level scalar fields of a BSON document; nested documents and unknown types are skipped or end the read. */
export function readTopLevelFields(doc: Buffer): Record<string, BsonScalar> {
  const fields: Record<string, BsonScalar> = {};
  if (doc.length < 5) return fields;
  const end = Math.min(doc.readInt32LE(0), doc.length) - 1;
  let at = 4;
  while (at < end) {
    const type = doc[at]!;
    const nameEnd = doc.indexOf(0, at + 1);
    if (nameEnd === -1 || nameEnd >= end) break;
    const name = doc.toString('utf8', at + 1, nameEnd);
    at = nameEnd + 1;
    if (type === 0x02 || type === 0x03 || type === 0x04 || type === 0x05) {
      const length = doc.readInt32LE(at);
      // A hostile length must never move the cursor backwards (that would loop forever).
      if (length < 0 || (type === 0x02 && length < 1) || ((type === 0x03 || type === 0x04) && length < 5)) break;
      if (type === 0x02) fields[name] = doc.toString('utf8', at + 4, at + 4 + length - 1);
      at += type === 0x02 ? 4 + length : type === 0x05 ? 4 + 1 + length : length;
    } else if (type in FIXED_SIZES) {
      if (type === 0x01) fields[name] = doc.readDoubleLE(at);
      else if (type === 0x10) fields[name] = doc.readInt32LE(at);
      else if (type === 0x12) fields[name] = Number(doc.readBigInt64LE(at));
      else if (type === 0x08) fields[name] = doc[at] === 1;
      else if (type === 0x0a) fields[name] = null;
      at += FIXED_SIZES[type]!;
    } else {
      break; // A type this reader does not know: stop rather than misread the rest.
    }
  }
  return fields;
}

export interface MongoAnswer {
  ok: boolean;
  code: number | null;
  codeName: string | null;
  errmsg: string | null;
}

/** The command reply's ok/code/codeName, or null when the bytes are not an OP_MSG reply. */
export function readMongoReply(reply: Buffer): MongoAnswer | null {
  try {
    if (!mongoReplyComplete(reply) || reply.length < 21 + 5) return null;
    if (reply.readInt32LE(12) !== OP_MSG || reply[20] !== 0) return null;
    const fields = readTopLevelFields(reply.subarray(21));
    if (!('ok' in fields)) return null;
    return {
      ok: Number(fields.ok) === 1,
      code: typeof fields.code === 'number' ? fields.code : null,
      codeName: typeof fields.codeName === 'string' ? fields.codeName : null,
      errmsg: typeof fields.errmsg === 'string' ? fields.errmsg : null,
    };
  } catch {
    return null; // A truncated or hostile document: not a reply we can read.
  }
}
