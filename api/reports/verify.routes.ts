/**
 * Public report verification (docs/api-contract.md "Reports, verification, badges"; docs/reports.md): `GET /v1/verify/{report_id}` shows what a genuine
 * report says, its SHA-256 as issued and the Ed25519 signature over both; `GET
 * /v1/verify/signing-key` publishes the key to check that signature offline. Scan reports and
 * client reports share the id form and the one handler: what differs (their fields, the statement
 * signed, their page) is each kind's `Verified`. Unknown and malformed ids get one identical 404;
 * every verification counts against 20 per minute per IP address (verification-allowance.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  clientReportFacts,
  clientReportStatement,
  findClientReportById,
} from '../../activities/client-reports/client-report-store.js';
import { isReportId } from '../../activities/reports/report-id.js';
import { publicSigningKey, SIGNATURE_ALGORITHM, signedStatement } from '../../activities/reports/report-signing.js';
import { findReportById } from '../../activities/reports/report-store.js';
import type { ClientReport } from '../../db/entities/client-report.entity.js';
import type { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { VerificationAllowance } from './verification-allowance.js';
import { prefersHtml, unknownReportPage, VERIFY_PAGE_CSP, verifiedClientPage, verifiedPage } from './verify-page.js';

export const SIGNING_KEY_PATH = '/v1/verify/signing-key';
const tags = ['Reports'];

const SignatureSchema = Type.Object({
  algorithm: Type.String({ enum: [SIGNATURE_ALGORITHM] }),
  key_id: Type.String(),
  value: Type.String({ description: 'Base64url Ed25519 signature of signed_statement (UTF-8)' }),
  signed_statement: Type.String({ description: 'The exact text signed, rebuilt from the fields above' }),
  public_key_url: Type.String(),
});

const VerificationSchema = Type.Object({
  report_id: Type.String({ description: 'RP- and 8 of [A-Z0-9]' }),
  domain: Type.String(),
  grade: Type.String({ enum: ['A', 'B', 'C', 'D', 'F'] }),
  score: Type.Integer(),
  scoring_version: Type.String(),
  scanned_at: Type.String({ format: 'date-time' }),
  issued_at: Type.String({ format: 'date-time' }),
  pdf_sha256: Type.String({
    description: 'Hex SHA-256 of the PDF bytes as issued: compare with `sha256sum report.pdf`',
  }),
  pdf_size_bytes: Type.Integer(),
  signature: SignatureSchema,
});

/** A client report (docs/portfolio.md): one client's domains over a period, not one scan. */
const ClientVerificationSchema = Type.Object({
  report_id: Type.String({ description: 'RP- and 8 of [A-Z0-9]' }),
  kind: Type.String({ enum: ['client_report'] }),
  client: Type.String(),
  period: Type.String(),
  period_start: Type.String({ format: 'date-time' }),
  period_end: Type.String({ format: 'date-time' }),
  domains: Type.Integer(),
  average_score: Type.Union([Type.Integer(), Type.Null()]),
  grade: Type.Union([Type.String(), Type.Null()]),
  issued_at: Type.String({ format: 'date-time' }),
  pdf_sha256: Type.String({
    description: 'Hex SHA-256 of the PDF bytes as issued: compare with `sha256sum report.pdf`',
  }),
  pdf_size_bytes: Type.Integer(),
  signature: SignatureSchema,
});

const SigningKeySchema = Type.Object({
  algorithm: Type.String({ enum: [SIGNATURE_ALGORITHM] }),
  key_id: Type.String(),
  public_key_pem: Type.String({ description: 'SubjectPublicKeyInfo PEM, for `openssl pkeyutl -verify -pubin`' }),
  public_key_base64url: Type.String({ description: 'The raw 32-byte Ed25519 public key' }),
});

const NotFoundSchema = Type.Object({ detail: Type.String() });

export async function verifyRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, rateLimits } = app;
  const allowance = new VerificationAllowance(rateLimits.stores, ctx.clock);
  const key = publicSigningKey(ctx.secrets.reportSigningKey);
  const publicKeyUrl = `${ctx.config.publicBaseUrl}${SIGNING_KEY_PATH}`;

  app.get(
    SIGNING_KEY_PATH,
    {
      schema: {
        tags,
        summary: 'The Ed25519 public key that signs issued reports',
        response: { 200: SigningKeySchema },
      },
    },
    async () => ({
      algorithm: SIGNATURE_ALGORITHM,
      key_id: key.keyId,
      public_key_pem: key.pem,
      public_key_base64url: key.rawBase64url,
    }),
  );

  app.get(
    '/v1/verify/:report_id',
    {
      // Its own limit (docs/api-contract.md "Other limits": 20 per minute per IP address) replaces the general one, whose
      // anonymous burst window (20 per 10 s) would otherwise refuse the same 21st request first.
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Verify a PDF report by its id (public; 20 per minute per IP address)',
        description:
          '200 means the id was issued by this service: compare the fields, and `pdf_sha256` with the SHA-256 of ' +
          'your PDF. Unknown and malformed ids both answer the same 404. There is no boolean in the body. ' +
          'A browser (an Accept header preferring text/html, as when a phone opens the QR code) gets the same facts as a ' +
          'page; any other client gets this JSON.',
        params: Type.Object({ report_id: Type.String() }),
        response: {
          200: {
            description: "A scan report (the spec's fields), or a client report (`kind: client_report`)",
            content: { 'application/json': { schema: Type.Union([VerificationSchema, ClientVerificationSchema]) } },
          },
          404: NotFoundSchema,
        },
      },
    },
    async (request, reply) => {
      const refused = await allowance.take(request.ip, rateLimits.pricingUrl);
      if (refused) throw refused;
      const found = await findVerified(request.params.report_id);
      // A phone that opened the PDF's QR code gets a page; programs the JSON (verify-page.ts).
      const html = prefersHtml(request.headers.accept);
      reply.header('vary', 'Accept');
      if (html) {
        reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', VERIFY_PAGE_CSP)
          .header('x-content-type-options', 'nosniff');
      }
      if (!found && html) return reply.code(404).send(unknownReportPage() as never);
      if (!found) throw notFound(ERRORS.notFound.report);
      return html ? reply.send(found.page() as never) : found.body;
    },
  );

  /** The report or client report issued under `id` (one namespace, one id form), or null. */
  async function findVerified(id: string): Promise<Verified | null> {
    if (!isReportId(id)) return null;
    const report = await findReportById(ctx.db, id);
    if (report) {
      const body = scanVerification(report, publicKeyUrl);
      return { body, page: () => verifiedPage(body) };
    }
    const clientReport = await findClientReportById(ctx.db, id);
    if (clientReport) {
      const body = clientVerification(clientReport, publicKeyUrl);
      return { body, page: () => verifiedClientPage(body) };
    }
    return null;
  }
}

/** What one kind of report answers: its fields as JSON, or the same facts as a page. */
interface Verified {
  body: Static<typeof VerificationSchema> | Static<typeof ClientVerificationSchema>;
  page: () => string;
}

/** The signature block both kinds carry: the same algorithm and key URL, each kind's own statement. */
function signatureOf(
  report: { signingKeyId: string; signature: string },
  statement: string,
  publicKeyUrl: string,
): Static<typeof SignatureSchema> {
  return {
    algorithm: SIGNATURE_ALGORITHM,
    key_id: report.signingKeyId,
    value: report.signature,
    signed_statement: statement,
    public_key_url: publicKeyUrl,
  };
}

function scanVerification(report: IssuedReport, publicKeyUrl: string) {
  const scannedAt = report.scannedAt.toISOString();
  const issuedAt = report.issuedAt.toISOString();
  const statement = signedStatement({
    reportId: report.id,
    domain: report.domain,
    grade: report.grade,
    score: report.score,
    scannedAt,
    issuedAt,
    pdfSha256: report.pdfSha256,
  });
  return {
    report_id: report.id,
    domain: report.domain,
    grade: report.grade,
    score: report.score,
    scoring_version: report.scoringVersion,
    scanned_at: scannedAt,
    issued_at: issuedAt,
    pdf_sha256: report.pdfSha256,
    pdf_size_bytes: report.pdfSize,
    signature: signatureOf(report, statement, publicKeyUrl),
  };
}

function clientVerification(report: ClientReport, publicKeyUrl: string) {
  const facts = clientReportFacts(report);
  return {
    report_id: report.id,
    kind: 'client_report' as const,
    client: report.clientName,
    period: report.period,
    period_start: facts.periodStart,
    period_end: facts.periodEnd,
    domains: report.domainCount,
    average_score: report.averageScore,
    grade: report.grade,
    issued_at: facts.issuedAt,
    pdf_sha256: report.pdfSha256,
    pdf_size_bytes: report.pdfSize,
    signature: signatureOf(report, clientReportStatement(facts), publicKeyUrl),
  };
}
