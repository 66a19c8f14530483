/**
 * The rest of a legacy handshake after the responder's first flight, so that a client which insists on
 * finishing it (sslyze counts a suite only when the server's Finished arrives) sees a server that
 * really accepts SSLv3 or a 3DES suite: RSA key exchange, then ChangeCipherSpec and an encrypted
 * Finished, for SSLv3 (RFC 6101 sections 5.6.7-5.6.9 and 6.1-6.2) and TLS 1.0-1.2 (RFC 2246, 4346,
 * 5246 sections 5, 6.2.3.2, 6.3, 7.4.7.1, 7.4.9, 8.1) over CBC suites with SHA-1 MACs. Nothing
 * after the handshake: the lab only needs to be seen accepting. The pre-master secret is decrypted
 * with raw RSA (Node refuses PKCS#1 v1.5 decryption since CVE-2023-46809) and its padding removed here.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, createPrivateKey, randomBytes } from 'node:crypto';

interface SuiteCipher {
  cipher: string;
  keyLength: number;
  blockLength: number;
}

/** CBC suites with RSA key exchange and SHA-1 MACs that Node's OpenSSL can still compute. */
const CIPHERS: Record<number, SuiteCipher> = {
  10: { cipher: 'des-ede3-cbc', keyLength: 24, blockLength: 8 },
  47: { cipher: 'aes-128-cbc', keyLength: 16, blockLength: 16 },
  53: { cipher: 'aes-256-cbc', keyLength: 32, blockLength: 16 },
};

const SSLV3 = 0x0300;
const TLS11 = 0x0302;
const TLS12 = 0x0303;
const MAC_LENGTH = 20;

export function canFinish(suite: number): boolean {
  return suite in CIPHERS;
}

const hash = (algorithm: string, ...parts: Buffer[]) => createHash(algorithm).update(Buffer.concat(parts)).digest();
const hmac = (algorithm: string, key: Buffer, ...parts: Buffer[]) =>
  createHmac(algorithm, key).update(Buffer.concat(parts)).digest();

/** P_hash of RFC 5246 section 5. */
function pHash(algorithm: string, secret: Buffer, seed: Buffer, length: number): Buffer {
  const out: Buffer[] = [];
  let a = seed;
  let total = 0;
  while (total < length) {
    a = hmac(algorithm, secret, a);
    const block = hmac(algorithm, secret, a, seed);
    out.push(block);
    total += block.length;
  }
  return Buffer.concat(out).subarray(0, length);
}

/** The TLS PRF: P_SHA256 for TLS 1.2, P_MD5 xor P_SHA1 over the two halves of the secret before it. */
function prf(version: number, secret: Buffer, label: string, seed: Buffer, length: number): Buffer {
  const labelled = Buffer.concat([Buffer.from(label, 'latin1'), seed]);
  if (version >= TLS12) return pHash('sha256', secret, labelled, length);
  const half = Math.ceil(secret.length / 2);
  const md5 = pHash('md5', secret.subarray(0, half), labelled, length);
  const sha1 = pHash('sha1', secret.subarray(secret.length - half), labelled, length);
  return Buffer.from(md5.map((byte, i) => byte ^ sha1[i]!));
}

/** SSLv3's key derivation (RFC 6101 sections 6.1 and 6.2.2): MD5(secret + SHA1('A' + secret + randoms)) ... */
function sslv3Derive(secret: Buffer, randoms: Buffer, length: number): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; out.length * 16 < length; i++) {
    const letters = Buffer.alloc(i + 1, 0x41 + i);
    out.push(hash('md5', secret, hash('sha1', letters, secret, randoms)));
  }
  return Buffer.concat(out).subarray(0, length);
}

function rsaDecryptPkcs1(keyPem: string, encrypted: Buffer): Buffer | null {
  const jwk = createPrivateKey(keyPem).export({ format: 'jwk' });
  const big = (b64: string | undefined) => BigInt(`0x${Buffer.from(b64 ?? '', 'base64url').toString('hex') || '0'}`);
  const n = big(jwk.n);
  const d = big(jwk.d);
  let result = 1n;
  let base = big(encrypted.toString('base64url')) % n;
  for (let e = d; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % n;
    base = (base * base) % n;
  }
  const size = Buffer.from(jwk.n ?? '', 'base64url').length;
  const block = Buffer.from(result.toString(16).padStart(size * 2, '0'), 'hex');
  // 00 02 <non-zero padding> 00 <message> (RFC 8017 section 7.2.2)
  if (block[0] !== 0 || block[1] !== 2) return null;
  const separator = block.indexOf(0, 2);
  return separator < 10 ? null : block.subarray(separator + 1);
}

interface Direction {
  macKey: Buffer;
  key: Buffer;
  /** The CBC residue for SSLv3 and TLS 1.0 (IV chained between records); unused from TLS 1.1 on. */
  iv: Buffer;
  sequence: bigint;
}

/**
 * One connection's handshake after the first flight. `feed` takes what the client sends and returns
 * what to write back (empty until the client's Finished arrives), or null when the client went
 * elsewhere (an alert, a renegotiation, bytes it cannot read): then the caller closes.
 */
export class LegacyHandshake {
  private buffered = Buffer.alloc(0);
  private readonly transcript: Buffer[] = [];
  private client: Direction | null = null;
  private server: Direction | null = null;
  private master: Buffer | null = null;
  private readonly cipher: SuiteCipher;
  private readonly clientRandom: Buffer;
  private readonly serverRandom: Buffer;
  private clientChangedCipher = false;

  /** `clientHello` and `firstFlight` are whole records as sent, the flight being the responder's answer. */
  constructor(
    private readonly version: number,
    suite: number,
    clientHello: Buffer,
    firstFlight: Buffer,
    private readonly keyPem: string,
  ) {
    this.cipher = CIPHERS[suite]!;
    this.transcript.push(clientHello.subarray(5, 5 + clientHello.readUInt16BE(3)));
    for (let at = 0; at + 5 <= firstFlight.length; at += 5 + firstFlight.readUInt16BE(at + 3)) {
      this.transcript.push(firstFlight.subarray(at + 5, at + 5 + firstFlight.readUInt16BE(at + 3)));
    }
    this.clientRandom = this.transcript[0]!.subarray(6, 38);
    this.serverRandom = this.transcript[1]!.subarray(6, 38);
  }

  feed(chunk: Buffer): Buffer | null {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    const out: Buffer[] = [];
    while (this.buffered.length >= 5) {
      const length = this.buffered.readUInt16BE(3);
      if (this.buffered.length < 5 + length) break;
      const type = this.buffered[0]!;
      const body = this.buffered.subarray(5, 5 + length);
      this.buffered = this.buffered.subarray(5 + length);
      const reply = this.record(type, Buffer.from(body));
      if (reply === null) return null;
      out.push(reply);
    }
    return Buffer.concat(out);
  }

  private record(type: number, body: Buffer): Buffer | null {
    if (type === 20) {
      this.clientChangedCipher = true;
      return Buffer.alloc(0);
    }
    if (type !== 22) return null;
    if (!this.clientChangedCipher) {
      // ClientKeyExchange: TLS prefixes the encrypted pre-master secret with its length, SSLv3 does not.
      if (body[0] !== 16 || this.master || body.length < 4) return null;
      const message = body.subarray(0, 4 + body.readUIntBE(1, 3));
      this.transcript.push(message);
      const encrypted = this.version === SSLV3 ? message.subarray(4) : message.subarray(6);
      const preMaster = rsaDecryptPkcs1(this.keyPem, encrypted);
      if (preMaster === null || preMaster.length !== 48) return null;
      this.keys(preMaster);
      return Buffer.alloc(0);
    }
    const finished = this.open(body);
    if (finished === null || finished[0] !== 20) return null;
    this.transcript.push(finished);
    return Buffer.concat([this.plainRecord(20, Buffer.from([1])), this.sealedRecord(22, this.serverFinished())]);
  }

  private keys(preMaster: Buffer): void {
    const randoms = Buffer.concat([this.clientRandom, this.serverRandom]);
    const swapped = Buffer.concat([this.serverRandom, this.clientRandom]);
    const { keyLength, blockLength } = this.cipher;
    const ivLength = this.version >= TLS11 ? 0 : blockLength;
    const size = 2 * (MAC_LENGTH + keyLength + ivLength);
    let block: Buffer;
    if (this.version === SSLV3) {
      this.master = sslv3Derive(preMaster, randoms, 48);
      block = sslv3Derive(this.master, swapped, size);
    } else {
      this.master = prf(this.version, preMaster, 'master secret', randoms, 48);
      block = prf(this.version, this.master, 'key expansion', swapped, size);
    }
    let at = 0;
    const take = (n: number) => {
      const part = block.subarray(at, at + n);
      at += n;
      return part;
    };
    const [clientMac, serverMac, clientKey, serverKey] = [take(20), take(20), take(keyLength), take(keyLength)];
    const [clientIv, serverIv] = [take(ivLength), take(ivLength)];
    this.client = { macKey: clientMac, key: clientKey, iv: clientIv, sequence: 0n };
    this.server = { macKey: serverMac, key: serverKey, iv: serverIv, sequence: 0n };
  }

  private mac(direction: Direction, type: number, content: Buffer): Buffer {
    const sequence = Buffer.alloc(8);
    sequence.writeBigUInt64BE(direction.sequence++);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(content.length);
    if (this.version === SSLV3) {
      const [pad1, pad2] = [Buffer.alloc(40, 0x36), Buffer.alloc(40, 0x5c)];
      const inner = hash('sha1', direction.macKey, pad1, sequence, Buffer.from([type]), length, content);
      return hash('sha1', direction.macKey, pad2, inner);
    }
    const version = Buffer.alloc(2);
    version.writeUInt16BE(this.version);
    return hmac('sha1', direction.macKey, sequence, Buffer.from([type]), version, length, content);
  }

  /** Decrypts one record from the client and returns its content (the MAC is not checked: nothing rides on it). */
  private open(body: Buffer): Buffer | null {
    const direction = this.client!;
    const explicit = this.version >= TLS11;
    const iv = explicit ? body.subarray(0, this.cipher.blockLength) : direction.iv;
    const data = explicit ? body.subarray(this.cipher.blockLength) : body;
    if (data.length === 0 || data.length % this.cipher.blockLength !== 0) return null;
    const decipher = createDecipheriv(this.cipher.cipher, direction.key, iv).setAutoPadding(false);
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    if (!explicit) direction.iv = data.subarray(data.length - this.cipher.blockLength);
    const padding = plain[plain.length - 1]! + 1;
    const end = plain.length - padding - MAC_LENGTH;
    if (end < 0) return null;
    direction.sequence++;
    return plain.subarray(0, end);
  }

  private sealedRecord(type: number, content: Buffer): Buffer {
    const direction = this.server!;
    const mac = this.mac(direction, type, content);
    const { blockLength } = this.cipher;
    const unpadded = content.length + mac.length + 1;
    const padLength = (blockLength - (unpadded % blockLength)) % blockLength;
    const padding = Buffer.alloc(padLength + 1, padLength);
    const explicit = this.version >= TLS11;
    const iv = explicit ? randomBytes(blockLength) : direction.iv;
    const cipher = createCipheriv(this.cipher.cipher, direction.key, iv).setAutoPadding(false);
    const encrypted = Buffer.concat([cipher.update(Buffer.concat([content, mac, padding])), cipher.final()]);
    if (!explicit) direction.iv = encrypted.subarray(encrypted.length - blockLength);
    return this.plainRecord(type, explicit ? Buffer.concat([iv, encrypted]) : encrypted);
  }

  private plainRecord(type: number, body: Buffer): Buffer {
    const header = Buffer.alloc(5);
    header.writeUInt8(type, 0);
    header.writeUInt16BE(this.version, 1);
    header.writeUInt16BE(body.length, 3);
    return Buffer.concat([header, body]);
  }

  private serverFinished(): Buffer {
    const messages = Buffer.concat(this.transcript);
    const master = this.master!;
    let verify: Buffer;
    if (this.version === SSLV3) {
      const sender = Buffer.from('SRVR', 'latin1');
      const md5 = hash(
        'md5',
        master,
        Buffer.alloc(48, 0x5c),
        hash('md5', messages, sender, master, Buffer.alloc(48, 0x36)),
      );
      const sha = hash(
        'sha1',
        master,
        Buffer.alloc(40, 0x5c),
        hash('sha1', messages, sender, master, Buffer.alloc(40, 0x36)),
      );
      verify = Buffer.concat([md5, sha]);
    } else {
      const digest =
        this.version >= TLS12
          ? hash('sha256', messages)
          : Buffer.concat([hash('md5', messages), hash('sha1', messages)]);
      verify = prf(this.version, master, 'server finished', digest, 12);
    }
    const header = Buffer.alloc(4);
    header.writeUInt8(20, 0);
    header.writeUIntBE(verify.length, 1, 3);
    return Buffer.concat([header, verify]);
  }
}
