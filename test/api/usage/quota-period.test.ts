import { expect } from 'chai';
import { nextPeriodStart, quotaPeriodOf } from '../../../core/plans/quota-period.js';

describe('quota periods', () => {
  it('names the UTC calendar month as YYYY-MM, exactly as the ISO date does, at every boundary', () => {
    const instants = [
      '2026-01-01T00:00:00.000Z',
      '2026-01-31T23:59:59.999Z',
      '2026-02-01T00:00:00.000Z',
      '2026-09-30T23:59:59.999Z',
      '2026-10-01T00:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00.000Z',
      '2028-02-29T12:00:00.000Z',
      '0999-05-05T00:00:00.000Z',
    ];
    for (const iso of instants) {
      const at = new Date(iso);
      expect(quotaPeriodOf(at), iso).to.equal(at.toISOString().slice(0, 7));
    }
    // A local-time month would differ here: UTC is 1 March, America/Los_Angeles still 28 February.
    expect(quotaPeriodOf(new Date('2026-03-01T01:00:00-00:00'))).to.equal('2026-03');
    expect(nextPeriodStart(new Date('2026-12-31T23:59:59.999Z')).toISOString()).to.equal('2027-01-01T00:00:00.000Z');
  });
});
