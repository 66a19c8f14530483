/**
 * Badge images. The default is a card (domain, grade in its colour, score, scan date) drawn from our
 * own template; `flat` and `plastic` are the shields.io styles, made by `badge-maker` (the library
 * shields.io uses), not by hand. Every text in the card goes through xmlEscape; badge-maker escapes its own.
 */
import { makeBadge } from 'badge-maker';

export type BadgeStyle = 'card' | 'flat' | 'plastic';

export interface BadgeFacts {
  domain: string;
  /** Null while the domain has no completed scan: a grey "pending" badge. */
  grade: string | null;
  score: number | null;
  scannedAt: Date | null;
}

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
  const colour = colourOf(facts.grade);
  // Sized for DejaVu Sans / Verdana: 26 bold 13 px characters and the 11 px line fit beside the grade
  // (the dashboard's browser test measures the rendered text against the card's width).
  const domain = xmlEscape(facts.domain.length > 26 ? `${facts.domain.slice(0, 25)}…` : facts.domain);
  const grade = xmlEscape(facts.grade ?? '?');
  const line =
    facts.grade === null
      ? 'Security scan pending'
      : `Score ${facts.score ?? 0}/100 · ${facts.scannedAt?.toISOString().slice(0, 10) ?? ''}`;
  const label = xmlEscape(
    facts.grade === null ? `${facts.domain}: security grade pending` : `${facts.domain}: security grade ${facts.grade}`,
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

export function renderBadge(facts: BadgeFacts, style: BadgeStyle): string {
  if (style === 'card') return card(facts);
  return makeBadge({
    label: 'security',
    message: facts.grade === null ? 'pending' : `${facts.grade} (${facts.score ?? 0})`,
    color: colourOf(facts.grade),
    style,
  });
}
