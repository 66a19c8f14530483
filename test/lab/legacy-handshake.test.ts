/**
 * The TLS front's responder finishes the legacy handshakes it accepts (lab/tls/legacy-handshake.ts),
 * checked by an independent client: Node's OpenSSL completes the handshake only if our key exchange,
 * PRF, record MAC and encryption and the Finished are all right. Node cannot speak SSLv3 or 3DES, so
 * the suite here is AES128-SHA, which shares every step with them but the cipher (and, for SSLv3,
 * the older PRF and MAC, which `npm run bench:sslyze` exercises with sslyze's legacy OpenSSL).
 */
import { connect } from 'node:tls';
import { expect } from 'chai';
import type { LabFixtureSet } from '../../lab/hosts.js';
import { labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';

const ADDRESS = labAddress(10, 200);
const NAME = 'tls-legacy-finish.test';

/** The real server refuses AES128-SHA; the responder accepts it in TLS 1.0-1.2 and must finish the handshake. */
const FIXTURE: LabFixtureSet = {
  zones: [],
  hosts: [
    {
      name: NAME,
      address: ADDRESS,
      tlsFront: {
        tls: {
          minVersion: 'TLSv1',
          maxVersion: 'TLSv1.2',
          ciphers: 'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-SHA@SECLEVEL=0',
        },
        legacySuites: [0x002f],
      },
    },
  ],
};

function handshake(lab: Lab, version: 'TLSv1' | 'TLSv1.2'): Promise<{ cipher: string; protocol: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: ADDRESS,
      port: 443,
      servername: NAME,
      ca: lab.ca!.rootPem,
      minVersion: version,
      maxVersion: version,
      ciphers: 'AES128-SHA:@SECLEVEL=0',
    });
    socket.once('secureConnect', () => {
      resolve({ cipher: socket.getCipher().name, protocol: socket.getProtocol() });
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

describe('lab TLS front: finishing a legacy handshake', () => {
  let lab: Lab;
  before(async () => {
    lab = await startLab({ fixtures: [FIXTURE] });
  });
  after(async () => lab?.stop());

  it('completes a TLS 1.2 handshake (explicit IVs, the SHA-256 PRF) that OpenSSL verifies', async () => {
    expect(await handshake(lab, 'TLSv1.2')).to.deep.equal({ cipher: 'AES128-SHA', protocol: 'TLSv1.2' });
  });

  it('completes a TLS 1.0 handshake (chained IVs, the MD5/SHA-1 PRF) that OpenSSL verifies', async () => {
    expect(await handshake(lab, 'TLSv1')).to.deep.equal({ cipher: 'AES128-SHA', protocol: 'TLSv1' });
  });
});
