import { expect } from 'chai';
import { refusalLines } from '../../cli/refusal.js';
import type { DnsEvidence } from '../../core/scan-model/report.js';

const lookup = (type: string, status: DnsEvidence['status'], extra: Partial<DnsEvidence> = {}): DnsEvidence => ({
  name: 'example.test',
  type,
  status,
  rcode: status === 'nxdomain' ? 'NXDOMAIN' : null,
  records: [],
  server: null,
  ...extra,
});

describe('cli: what a refused domain prints', () => {
  const system = { servers: ['192.0.2.53:53'], configured: false };

  it('adds the resolvers asked and each lookup’s answer to "Could not resolve"', () => {
    const refusal = {
      message: 'Could not resolve example.test' as const,
      reason: 'unresolvable' as const,
      dns: [
        lookup('A', 'error', { error: 'timeout: no answer within 2000 ms' }),
        lookup('AAAA', 'error', { rcode: 'SERVFAIL', error: 'the server answered SERVFAIL' }),
        lookup('MX', 'nodata', { rcode: 'NOERROR' }),
      ],
    };
    expect(refusalLines(refusal, system)).to.deep.equal([
      'rampart: Could not resolve example.test',
      "rampart: asked 192.0.2.53:53 (the system's, from /etc/resolv.conf): A timeout (no answer within 2000 ms), AAAA SERVFAIL, MX no records",
    ]);
    expect(
      refusalLines(
        { ...refusal, dns: [lookup('A', 'nxdomain'), lookup('AAAA', 'nxdomain')] },
        { servers: ['127.0.0.1:5353', '[2001:db8::53]:53'], configured: true },
      )[1],
    ).to.equal(
      'rampart: asked 127.0.0.1:5353, [2001:db8::53]:53 (from SCANNER_DNS_SERVERS): A NXDOMAIN, AAAA NXDOMAIN',
    );
  });

  it('prints other refusals as the one sentence the API also answers with', () => {
    const refusal = {
      message: '"x" is not a valid domain name: it needs at least two labels, e.g. example.com' as const,
      reason: 'invalid' as const,
      dns: [],
    };
    expect(refusalLines(refusal, system)).to.deep.equal([`rampart: ${refusal.message}`]);
  });
});
