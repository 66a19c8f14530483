import { expect } from 'chai';
import { deriveApiKey, hashApiKey, issueApiKey, looksLikeApiKey } from '../../../api/auth/api-key.js';

describe('API keys', () => {
  it('issues rp_ + 40 base62 characters, stored only as nonce and SHA-256', () => {
    const issued = issueApiKey('secret-0123456789abcdef0123456789abcdef');
    expect(looksLikeApiKey(issued.key)).to.equal(true);
    expect(issued.hash)
      .to.equal(hashApiKey(issued.key))
      .and.to.match(/^[0-9a-f]{64}$/);
    expect(issued.nonce).to.not.include(issued.key);
    expect(deriveApiKey('secret-0123456789abcdef0123456789abcdef', issued.nonce)).to.equal(issued.key);
  });

  it('gives the same key for the same secret and nonce, and a different one for another secret', () => {
    const first = deriveApiKey('secret-one-0123456789abcdef0123456789', 'nonce-a');
    expect(first).to.match(/^rp_[0-9A-Za-z]{40}$/);
    expect(deriveApiKey('secret-one-0123456789abcdef0123456789', 'nonce-a')).to.equal(first);
    expect(deriveApiKey('secret-two-0123456789abcdef0123456789', 'nonce-a')).to.not.equal(first);
    for (let index = 0; index < 40; index += 1) deriveApiKey(`secret-${index}-0123456789abcdef0123456789`, 'nonce-a');
    expect(deriveApiKey('secret-one-0123456789abcdef0123456789', 'nonce-a')).to.equal(first);
  });
});
