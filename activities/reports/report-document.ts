/**
 * A scan report and its issuance facts, turned into what Chromium prints: the HTML document and
 * the footer template. The QR code encodes the verification URL (`PUBLIC_BASE_URL/v1/verify/<id>`),
 * drawn as inline SVG by the `qrcode` library.
 */
import QRCode from 'qrcode';
import type { ScanReport } from '../../core/scan-model/report.js';
import { reportFooter } from './template/report-footer.js';
import { reportHtml, topFindings } from './template/report-html.js';
import { type Branding, reportView } from './template/report-view.js';

export interface ReportDocument {
  html: string;
  footerTemplate: string;
}

export function verifyUrl(publicBaseUrl: string, reportId: string): string {
  return `${publicBaseUrl.replace(/\/$/, '')}/v1/verify/${reportId}`;
}

export async function reportDocument(
  report: ScanReport,
  facts: { reportId: string; issuedAt: Date; publicBaseUrl: string; branding: Branding | null },
): Promise<ReportDocument> {
  const url = verifyUrl(facts.publicBaseUrl, facts.reportId);
  // Medium error correction and the standard 4-module quiet zone: reliable from a printed page.
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  const view = reportView(report, {
    reportId: facts.reportId,
    issuedAt: facts.issuedAt,
    verifyUrl: url,
    qrSvg,
    branding: facts.branding,
  });
  return { html: reportHtml(view, topFindings(view)), footerTemplate: reportFooter(view) };
}
