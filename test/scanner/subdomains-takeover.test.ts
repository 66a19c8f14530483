import { expect } from 'chai';
import type { NameResult, SubdomainsEvidence } from '../../scanner/modules/subdomains/subdomains.collect.js';
import { SUBDOMAINS_MODULE } from '../../scanner/modules/subdomains/subdomains.module.js';
import { takeoverProvider } from '../../scanner/modules/subdomains/takeover-providers.js';
import { judge } from './judge.js';

const name = (overrides: Partial<NameResult> & { name: string }): NameResult => ({
  sources: ['common-label'],
  status: 'resolves',
  cnames: [],
  addresses: [],
  danglingTarget: null,
  error: null,
  lookups: [],
  ...overrides,
});

const evidence = (results: NameResult[]): SubdomainsEvidence => ({
  domain: 'example.test',
  certificate: { address: null, names: [], error: 'the domain has no address' },
  outOfScope: [],
  results,
});

const run = (e: SubdomainsEvidence) => judge(SUBDOMAINS_MODULE, 'dangling_cnames', e);

describe('scanner: subdomains takeover wording and verdicts (pure)', () => {
  it('knows provider suffixes, and only whole labels match', () => {
    expect(takeoverProvider('old-app.herokuapp.com.')?.provider).to.equal('Heroku');
    expect(takeoverProvider('shop.azurewebsites.net')).to.include({
      provider: 'Microsoft Azure',
      fingerprint: 'NXDOMAIN',
    });
    expect(takeoverProvider('bucket.s3.amazonaws.com')?.provider).to.equal('AWS S3');
    expect(takeoverProvider('evilgithub.io')).to.equal(null);
    expect(takeoverProvider('cdn.example.test')).to.equal(null);
  });

  it('names the provider and the takeover risk when a dangling target is hosted there', () => {
    const outcome = run(
      evidence([
        name({
          name: 'docs.example.test',
          status: 'dangling',
          cnames: ['example-docs.github.io'],
          danglingTarget: 'example-docs.github.io',
        }),
      ]),
    );
    expect(outcome.status).to.equal('fail');
    expect(outcome.issue?.severity).to.equal('high');
    expect(outcome.issue?.finding).to.include('GitHub Pages');
    expect(outcome.issue?.finding).to.include('can be registered by anyone');
    expect(outcome.summary).to.include('can-i-take-over-xyz');
  });

  it('says unknown when a CNAME chain could not be followed, and ignores guessed names that fail', () => {
    const chased = name({ name: 'app.example.test', status: 'error', cnames: ['x.elsewhere.test'], error: 'timeout' });
    expect(run(evidence([name({ name: 'example.test' }), chased])).status).to.equal('unknown');
    const guessed = name({ name: 'ftp.example.test', status: 'error', error: 'timeout' });
    expect(run(evidence([name({ name: 'example.test' }), guessed])).status).to.equal('pass');
  });
});
