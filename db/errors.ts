/** Recognises database errors that have a meaning for the API, on either driver. */
import { QueryFailedError } from 'typeorm';

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  const code = driverError?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY';
}

/**
 * Why a database call failed, when the reason is the database itself rather than the request:
 * `unavailable` (the server is down, restarting or unreachable; the pool cannot connect) or
 * `storage-full` (the disk under the SQLite file or MySQL's data directory is full). The API answers
 * both with 503 (api/errors/error-handler.ts) instead of a 500: the request was fine, retrying later works.
 */
export type DatabaseFault = 'unavailable' | 'storage-full';

/**
 * Socket-level codes: the connection could not be made or was cut. Counted only on errors mysql2
 * marks `fatal` (its connection is gone), so a scanner probe or a webhook receiver refusing a
 * connection is never taken for the database.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Raised by our own code when it knows the database cannot be reached (the engine's paused lease). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** mysql2's own codes for a lost connection, and the server's while it shuts down or starts. */
const UNREACHABLE_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // The server is shutting down or starting (MySQL/MariaDB error codes 1053, 1077, 1152, 1927, 4031).
  'ER_SERVER_SHUTDOWN',
  'ER_NORMAL_SHUTDOWN',
  'ER_ABORTING_CONNECTION',
  'ER_CONNECTION_KILLED',
  'ER_CLIENT_INTERACTION_TIMEOUT',
]);

/** Disk full: SQLite's SQLITE_FULL; MySQL's "table is full" (1114) and "disk full" (1021). */
const FULL_CODES = new Set(['SQLITE_FULL', 'ER_RECORD_FILE_FULL', 'ER_DISK_FULL', 'ER_OUT_OF_RESOURCES']);

/**
 * The disk under MariaDB's data directory full, as the server words it when the error's code is a
 * generic one: a temporary file or a write failing with the OS's errno 28 (ER_ERROR_ON_WRITE 1026
 * `Errcode: 28 "No space left on device"`, ER_GET_ERRNO 1030 `Got error 28 ... from storage engine`),
 * or InnoDB's "record file full" (handler errno 135) behind ER_CANT_CREATE_TABLE 1005. An InnoDB
 * table that cannot grow answers ER_RECORD_FILE_FULL (1114, "The table '...' is full"), in FULL_CODES;
 * test/faults/disk-full-mariadb.test.ts saw only that one under its writes. Read only on the server's
 * errors that carry an OS or storage-engine error (OS_ERROR_CODES), so neither a local ENOSPC nor a
 * duplicate entry whose value happens to read "error 28" is taken for a full disk.
 */
const FULL_MESSAGES = [/No space left on device/i, /No more room in record file/i, /\b(Errcode|errno|error):? 28\b/i];

const OS_ERROR_CODES = new Set([
  'ER_CANT_CREATE_FILE',
  'ER_CANT_CREATE_TABLE',
  'ER_ERROR_ON_CLOSE',
  'ER_ERROR_ON_RENAME',
  'ER_ERROR_ON_WRITE',
  'ER_GET_ERRNO',
]);

/** Messages of errors that carry no code: mysql2's pool and TypeORM's own checks after a lost connection. */
const UNREACHABLE_MESSAGES = [
  /connection is in closed state/i,
  /pool is closed/i,
  /Can't add new command when connection is in closed state/i,
];

/**
 * MySQL/MariaDB gave up waiting for a row lock (ER_LOCK_WAIT_TIMEOUT, 1205) or chose this
 * transaction as a deadlock's victim (ER_LOCK_DEADLOCK, 1213; rolled back whole): a busy row, not a
 * bad request and not a bug, so the API answers 503 rather than 500 and a retry works. Not a
 * DatabaseFault: the database is up, and the engines must not treat the step as an outage.
 */
export function isLockWaitTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, errno } = current as { code?: unknown; errno?: unknown };
    if (code === 'ER_LOCK_WAIT_TIMEOUT' || errno === 1205) return true;
    if (code === 'ER_LOCK_DEADLOCK' || errno === 1213) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause ?? undefined;
  }
  return false;
}

export function databaseFault(error: unknown): DatabaseFault | null {
  // Follow the wrappers (QueryFailedError's driverError, an Error's cause) a few levels deep.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, fatal } = current as { code?: unknown; message?: unknown; fatal?: unknown };
    if (typeof code === 'string') {
      if (FULL_CODES.has(code)) return 'storage-full';
      if (
        OS_ERROR_CODES.has(code) &&
        typeof message === 'string' &&
        FULL_MESSAGES.some((pattern) => pattern.test(message))
      ) {
        return 'storage-full';
      }
      if (UNREACHABLE_CODES.has(code)) return 'unavailable';
      if (fatal === true && SOCKET_CODES.has(code)) return 'unavailable';
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return 'unavailable';
    }
    // An AggregateError (a connect attempt on each resolved address) carries its causes in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const inner = errors.map(databaseFault).find((fault) => fault !== null);
      if (inner) return inner;
    }
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause ?? undefined;
  }
  return null;
}
