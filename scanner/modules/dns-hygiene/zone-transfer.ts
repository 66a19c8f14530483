/**
 * Asks one name server for a full zone transfer (AXFR, RFC 5936) over TCP, through connectTcp (so the
 * address guard and the connect timeout apply), and reports whether it handed the zone out. Reading
 * stops at the closing SOA or at a size bound: a leak is proven by the first records, and a hostile
 * server must not make the scanner read forever.
 */
import { randomInt } from 'node:crypto';
import type { Socket } from 'node:net';
import dnsPacket from 'dns-packet';
import type { AllowList } from '../../network/address-guard.js';
import { presentRecordData } from '../../network/dns-records.js';
import { BlockedAddressError, connectTcp } from '../../network/tcp-connect.js';

export interface TransferResult {
  address: string;
  /** transferred: records came back; refused: an error rcode, an empty answer or a closed port; error: not judged. */
  status: 'transferred' | 'refused' | 'error';
  /** Records received (both SOAs included), up to the bound. */
  records: number;
  /** The first records, as `name TYPE data`, so a reader sees what leaked. */
  sample: string[];
  detail: string;
}

/** Enough to prove a transfer and show it, bounded against a huge or endless zone. */
const MAX_RECORDS = 5000;
const MAX_BYTES = 2 * 1024 * 1024;
const SAMPLE_SIZE = 8;

export interface TransferOptions {
  allowList: AllowList;
  connectMs: number;
  ioMs: number;
  signal?: AbortSignal;
}

function readTransfer(socket: Socket, zone: string, address: string, ioMs: number): Promise<TransferResult> {
  return new Promise((resolve) => {
    let buffered = Buffer.alloc(0);
    let received = 0;
    let records = 0;
    let soas = 0;
    const sample: string[] = [];
    let done = false;
    const finish = (status: TransferResult['status'], detail: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ address, status, records, sample, detail });
    };
    const timer = setTimeout(() => {
      if (records > 0) finish('transferred', `${records} records received before the ${ioMs} ms bound`);
      else finish('error', `no answer to AXFR within ${ioMs} ms`);
    }, ioMs);
    socket.on('error', (error) => finish(records > 0 ? 'transferred' : 'error', error.message));
    socket.on('close', () => {
      if (records > 0) finish('transferred', `${records} records, then the server closed the connection`);
      else finish('refused', 'the server closed the connection without handing out the zone');
    });
    socket.on('data', (chunk) => {
      received += chunk.length;
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
        const length = buffered.readUInt16BE(0);
        let message: dnsPacket.DecodedPacket;
        try {
          message = dnsPacket.decode(buffered.subarray(2, 2 + length));
        } catch {
          return finish(records > 0 ? 'transferred' : 'error', 'undecodable AXFR message');
        }
        buffered = buffered.subarray(2 + length);
        const rcode = (message as dnsPacket.DecodedPacket & { rcode?: string }).rcode ?? 'NOERROR';
        if (rcode !== 'NOERROR') return finish('refused', `the server answered ${rcode}`);
        for (const answer of message.answers ?? []) {
          records++;
          if (answer.type === 'SOA') soas++;
          if (sample.length < SAMPLE_SIZE)
            sample.push(`${answer.name} ${answer.type} ${presentRecordData(answer) ?? '?'}`);
        }
        if (records === 0) return finish('refused', `the server answered with no records for ${zone}`);
        if (soas >= 2) return finish('transferred', `the whole zone: ${records} records`);
        if (records >= MAX_RECORDS || received >= MAX_BYTES) {
          return finish('transferred', `${records} records and counting (stopped reading)`);
        }
      }
    });
  });
}

export async function tryZoneTransfer(
  address: string,
  zone: string,
  options: TransferOptions,
): Promise<TransferResult> {
  let socket: Socket;
  try {
    socket = await connectTcp(address, 53, {
      allowList: options.allowList,
      timeoutMs: options.connectMs,
      signal: options.signal,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A closed TCP port 53 cannot hand out a zone: that is a refusal, not a failure to check.
    if (code === 'ECONNREFUSED') {
      return { address, status: 'refused', records: 0, sample: [], detail: 'TCP port 53 is closed' };
    }
    const blocked = error instanceof BlockedAddressError;
    return {
      address,
      status: 'error',
      records: 0,
      sample: [],
      detail: blocked ? 'address not public' : (error as Error).message,
    };
  }
  const query = dnsPacket.streamEncode({
    type: 'query',
    id: randomInt(0, 65536),
    flags: 0,
    questions: [{ type: 'AXFR', name: zone, class: 'IN' }],
  });
  socket.write(query);
  return readTransfer(socket, zone, address, options.ioMs);
}
