/**
 * db/errors.ts `databaseFault` on the errors MariaDB and mysql2 really send (the fault drills in
 * test/faults/ meet them end to end; these pin the wording of the rarer ones).
 */
import { expect } from 'chai';
import { QueryFailedError } from 'typeorm';
import { databaseFault } from '../../db/errors.js';

function serverError(code: string, errno: number, message: string, fatal = false) {
  return new QueryFailedError('INSERT ...', [], Object.assign(new Error(message), { code, errno, fatal }));
}

describe('databaseFault: the database full or away, told from everything else', () => {
  it('reads a full disk from the codes and from the server wording of errno 28 and handler error 135', () => {
    expect(databaseFault(serverError('ER_RECORD_FILE_FULL', 1114, "The table 'report_branding' is full"))).to.equal(
      'storage-full',
    );
    expect(databaseFault(serverError('ER_DISK_FULL', 1021, 'Disk full (./x); waiting for someone to free'))).to.equal(
      'storage-full',
    );
    const onWrite = 'Error writing file \'/tmp/#sql-temptable\' (Errcode: 28 "No space left on device")';
    expect(databaseFault(serverError('ER_ERROR_ON_WRITE', 1026, onWrite))).to.equal('storage-full');
    const engine = 'Got error 28 "No space left on device" from storage engine InnoDB';
    expect(databaseFault(serverError('ER_GET_ERRNO', 1030, engine))).to.equal('storage-full');
    const create = 'Can\'t create table `db`.`t` (errno: 135 "No more room in record file")';
    expect(databaseFault(serverError('ER_CANT_CREATE_TABLE', 1005, create))).to.equal('storage-full');
    expect(
      databaseFault(Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' })),
    ).to.equal('storage-full');
  });

  it('reads the server away only from fatal socket errors and the shutdown codes', () => {
    expect(databaseFault(serverError('ECONNREFUSED', -111, 'connect ECONNREFUSED 127.0.0.1:3306', true))).to.equal(
      'unavailable',
    );
    expect(databaseFault(serverError('ER_SERVER_SHUTDOWN', 1053, 'Server shutdown in progress'))).to.equal(
      'unavailable',
    );
  });

  it('leaves everything else alone: a local ENOSPC, a refused probe, an ordinary SQL error', () => {
    expect(
      databaseFault(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
    ).to.equal(null);
    expect(
      databaseFault(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' })),
    ).to.equal(null);
    expect(databaseFault(serverError('ER_DUP_ENTRY', 1062, "Duplicate entry 'error 28' for key 'name'"))).to.equal(
      null,
    );
    expect(databaseFault(serverError('ER_PARSE_ERROR', 1064, 'You have an error near 28 at line 1'))).to.equal(null);
  });
});
