/**
 * Badge images. The default is a card (domain, grade in its colour, score, scan date) drawn from our
 * own template; `flat` and `plastic` are the shields.io styles, made by `badge-maker` (the library
 * shields.io uses), not by hand. Every text in the card goes through xmlEscape; badge-maker escapes its own.
 *
 * A badge is the most quoted place a grade appears, so it follows the assessment (docs/scoring.md):
 * `partial` shows the letter marked provisional; `insufficient` and `none` show no letter at all
 * (grey, "not assessed"), since a letter on less than half of the scan must not be published.
 */
import { makeBadge } from 'badge-maker';
import type { Assessment } from '../../core/scan-model/report.js';

export type BadgeStyle = 'card' | 'flat' | 'plastic';

export interface BadgeFacts {
  domain: string;
  /** Null while the domain has no completed scan: a grey "pending" badge. */
  grade: string | null;
  score: number | null;
  scannedAt: Date | null;
  /** The last scan's assessment; absent for scans before policy 2026.1 (shown as before). */
  assessment?: Assessment | null;
}

/** No letter on the badge: too little of the domain was assessed to publish a grade. */
const withoutLetter = (facts: BadgeFacts) => facts.assessment === 'insufficient' || facts.assessment === 'none';

const GRADE_COLOURS: Readonly<Record<string, string>> = {
  A: '#2e7d32',
  B: '#689f38',
  C: '#f9a825',
  D: '#ef6c00',
  F: '#c62828',
};
const PENDING_COLOUR = '#9e9e9e';

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

const colourOf = (grade: string | null) => (grade ? (GRADE_COLOURS[grade] ?? PENDING_COLOUR) : PENDING_COLOUR);

function card(facts: BadgeFacts): string {
  if (facts.grade !== null && withoutLetter(facts)) return notAssessedCard(facts);
  const colour = colourOf(facts.grade);
  // Sized for DejaVu Sans / Verdana: 26 bold 13 px characters and the 11 px line fit beside the grade
  // (the dashboard's browser test measures the rendered text against the card's width).
  const domain = xmlEscape(facts.domain.length > 26 ? `${facts.domain.slice(0, 25)}…` : facts.domain);
  const grade = xmlEscape(facts.grade ?? '?');
  const line =
    facts.grade === null
      ? 'Security scan pending'
      : `${facts.assessment === 'partial' ? 'Provisional · ' : ''}Score ${facts.score ?? 0}/100 · ${facts.scannedAt?.toISOString().slice(0, 10) ?? ''}`;
  const label = xmlEscape(
    facts.grade === null
      ? `${facts.domain}: security grade pending`
      : `${facts.domain}: security grade ${facts.grade}${facts.assessment === 'partial' ? ' (provisional)' : ''}`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="64" viewBox="0 0 300 64" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<rect x="0.5" y="0.5" width="299" height="63" rx="8" fill="#ffffff" stroke="#d0d7de"/>',
    `<rect x="8" y="8" width="48" height="48" rx="6" fill="${colour}"/>`,
    `<text x="32" y="42" font-family="Verdana,DejaVu Sans,sans-serif" font-size="28" font-weight="bold" fill="#ffffff" text-anchor="middle">${grade}</text>`,
    `<text x="68" y="27" font-family="Verdana,DejaVu Sans,sans-serif" font-size="13" font-weight="bold" fill="#1f2328">${domain}</text>`,
    `<text x="68" y="46" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" fill="#57606a">${xmlEscape(line)}</text>`,
    `<text x="292" y="58" font-family="Verdana,DejaVu Sans,sans-serif" font-size="8" fill="#8c959f" text-anchor="end">Rampart</text>`,
    '</svg>',
  ].join('');
}

/** The card for a scan that assessed too little to grade: grey, no letter, and why. */
function notAssessedCard(facts: BadgeFacts): string {
  const domain = xmlEscape(facts.domain.length > 26 ? `${facts.domain.slice(0, 25)}…` : facts.domain);
  const label = xmlEscape(`${facts.domain}: security grade not assessed`);
  const line = `Not assessed · ${facts.scannedAt?.toISOString().slice(0, 10) ?? ''}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="64" viewBox="0 0 300 64" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<rect x="0.5" y="0.5" width="299" height="63" rx="8" fill="#ffffff" stroke="#d0d7de"/>',
    `<rect x="8" y="8" width="48" height="48" rx="6" fill="${PENDING_COLOUR}"/>`,
    `<text x="32" y="42" font-family="Verdana,DejaVu Sans,sans-serif" font-size="28" font-weight="bold" fill="#ffffff" text-anchor="middle">–</text>`,
    `<text x="68" y="27" font-family="Verdana,DejaVu Sans,sans-serif" font-size="13" font-weight="bold" fill="#1f2328">${domain}</text>`,
    `<text x="68" y="46" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" fill="#57606a">${xmlEscape(line)}</text>`,
    `<text x="292" y="58" font-family="Verdana,DejaVu Sans,sans-serif" font-size="8" fill="#8c959f" text-anchor="end">Rampart</text>`,
    '</svg>',
  ].join('');
}

function shieldMessage(facts: BadgeFacts): string {
  if (facts.grade === null) return 'pending';
  if (withoutLetter(facts)) return 'not assessed';
  return `${facts.grade}${facts.assessment === 'partial' ? ' provisional' : ''} (${facts.score ?? 0})`;
}

export function renderBadge(facts: BadgeFacts, style: BadgeStyle): string {
  if (style === 'card') return card(facts);
  return makeBadge({
    label: 'security',
    message: shieldMessage(facts),
    color: withoutLetter(facts) ? PENDING_COLOUR : colourOf(facts.grade),
    style,
  });
}
