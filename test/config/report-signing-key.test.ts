/** REPORT_SIGNING_KEY and the report key in the secrets file (config/signing-key.ts, config/secrets.ts). */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/env.js';
import { loadSecrets } from '../../config/secrets.js';

const pem = (type: 'ed25519' | 'rsa') =>
  (type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 1024 }) : generateKeyPairSync('ed25519')).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

describe('REPORT_SIGNING_KEY', () => {
  it('takes an Ed25519 PKCS#8 PEM, also with literal \\n escapes', () => {
    const key = pem('ed25519');
    expect(loadConfig({ REPORT_SIGNING_KEY: key }).reportSigningKey).to.equal(key);
    expect(loadConfig({ REPORT_SIGNING_KEY: key.trimEnd().replaceAll('\n', '\\n') }).reportSigningKey).to.equal(key);
    expect(loadConfig({}).reportSigningKey).to.equal(null);
  });

  it('stops the process on anything else, naming the variable', () => {
    expect(() => loadConfig({ REPORT_SIGNING_KEY: 'not a key' })).to.throw(
      ConfigError,
      /^REPORT_SIGNING_KEY: must be a PKCS#8 PEM/,
    );
    expect(() => loadConfig({ REPORT_SIGNING_KEY: pem('rsa') })).to.throw(
      ConfigError,
      /^REPORT_SIGNING_KEY: must be an Ed25519 key, not rsa/,
    );
  });

  it('is generated once into the secrets file when not given, and the variable wins when it is', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rampart-secrets-'));
    const first = loadSecrets({ jwtSecret: 'j'.repeat(32), apiKeySecret: 'a'.repeat(32), dataDir });
    expect(first.reportSigningKey).to.match(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(loadSecrets({ jwtSecret: 'j'.repeat(32), apiKeySecret: 'a'.repeat(32), dataDir }).reportSigningKey).to.equal(
      first.reportSigningKey,
    );
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).reportSigningKey).to.equal(
      first.reportSigningKey,
    );
    const given = pem('ed25519');
    expect(
      loadSecrets({ jwtSecret: 'j'.repeat(32), apiKeySecret: 'a'.repeat(32), reportSigningKey: given, dataDir })
        .reportSigningKey,
    ).to.equal(given);
  });
});
