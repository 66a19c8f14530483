import { expect } from 'chai';
import { errorModuleResult } from '../../scanner/modules/error-result.js';
import type { ScannerModule } from '../../scanner/modules/module.js';
import { SCANNER_MODULES } from '../../scanner/modules/registry.js';
import { runModule } from '../../scanner/modules/run-module.js';
import { createScanDeps } from '../../scanner/scan-deps.js';
import { runScanModule } from '../../scanner/scan-domain.js';

describe('scanner: the result of a module that produced no checks, built in one place', () => {
  const deps = createScanDeps({ dnsServers: [{ host: '192.0.2.53', port: 53 }] });
  const context = {
    domain: 'example.test',
    addresses: [],
    resolver: deps.newResolver(),
    dkimSelectors: [],
    network: deps.network,
  };

  it('is an error module without score, checks, issues or evidence, and says why', () => {
    expect(errorModuleResult('ports', 'the module reported no result')).to.deep.equal({
      name: 'ports',
      status: 'error',
      score: null,
      checks: [],
      issues: [],
      evidence: {},
      duration_ms: 0,
      coverage: { checks_total: 0, checks_known: 0, ratio: 1 },
      error: 'the module reported no result',
      not_assessed_reason: 'The module failed: the module reported no result.',
    });
  });

  it('is what the runner reports for a module that throws or times out', async () => {
    const failing = (collect: ScannerModule<unknown>['collect']): ScannerModule<unknown> => ({
      ...SCANNER_MODULES.ports!,
      collect,
    });
    const thrown = await runModule(
      failing(() => Promise.reject(new Error('boom'))),
      context,
    );
    expect({ ...thrown, duration_ms: 0 }).to.deep.equal(errorModuleResult('ports', 'boom'));
    const slow = await runModule(
      failing(() => new Promise(() => {})),
      context,
      { timeoutMs: 20 },
    );
    expect({ ...slow, duration_ms: 0 }).to.deep.equal(
      errorModuleResult('ports', 'did not finish within 20 ms', { status: 'timeout' }),
    );
  });

  it('is what the scanner reports for a module this build does not have', async () => {
    const saved = SCANNER_MODULES.cookies;
    delete SCANNER_MODULES.cookies;
    try {
      const result = await runScanModule('cookies', { domain: 'example.test', addresses: [], dns: [] }, {}, deps);
      expect(result).to.deep.equal(errorModuleResult('cookies', 'module cookies is not available in this build'));
    } finally {
      SCANNER_MODULES.cookies = saved;
    }
  });
});
