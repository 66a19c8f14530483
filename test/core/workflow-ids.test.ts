/**
 * Workflow ids (core/workflow-ids.ts): one scheme, computed without node:crypto so workflow code can
 * name them too, and the same ids the scans were started under before the module existed.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { sha256Hex } from '../../core/sha256-hex.js';
import {
  reportRetryWorkflowId,
  reportWorkflowId,
  rowTail,
  scanJobWorkflowId,
  webhookDeliveryWorkflowId,
} from '../../core/workflow-ids.js';

describe('workflow ids', () => {
  it('computes SHA-256 as node:crypto does, across block boundaries and multi-byte characters', () => {
    const samples = ['', 'abc', '12:1764000000123', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'é😀'.repeat(40)];
    for (const text of samples) {
      expect(sha256Hex(text), text.slice(0, 20)).to.equal(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('keeps the scan ids already running: 8 hex of SHA-256 over "<id>:<creation ms>"', () => {
    const job = { id: 87, createdAt: new Date('2026-11-20T10:11:12.345Z') };
    const before = createHash('sha256').update(`87:${job.createdAt.getTime()}`).digest('hex').slice(0, 8);
    expect(scanJobWorkflowId(job)).to.equal(`scan-87-${before}`);
  });

  it('gives the report the same tail as its scan, and a reset database other ids', () => {
    const job = { id: 12, createdAt: new Date('2026-11-20T10:00:00.000Z') };
    const again = { id: 12, createdAt: new Date('2026-11-27T08:00:00.001Z') };
    expect(reportWorkflowId(job)).to.equal(`report-12-${rowTail(job)}`);
    expect(reportWorkflowId(job)).to.match(/^report-12-[0-9a-f]{8}$/);
    expect(reportWorkflowId(again)).not.to.equal(reportWorkflowId(job));
    expect(scanJobWorkflowId(again)).not.to.equal(scanJobWorkflowId(job));
    expect(reportRetryWorkflowId(job, new Date(5000))).to.equal(`${reportWorkflowId(job)}-5000`);
  });

  it('tails a webhook delivery with its event id', () => {
    expect(webhookDeliveryWorkflowId(3, '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).to.equal(
      'webhook-delivery-3-0f1e2d3c',
    );
  });
});
