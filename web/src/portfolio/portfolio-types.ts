/** The portfolio's shapes as the API returns them (GET /v1/portfolio/summary, /v1/portfolio/domains). */
export const GRADE_KEYS = ['A', 'B', 'C', 'D', 'F', 'unscanned'] as const;
export type GradeKey = (typeof GRADE_KEYS)[number];
export type GradeCounts = Record<GradeKey, number>;

export interface PortfolioRow {
  id: number;
  domain: string;
  client_id: number | null;
  client_name: string | null;
  tags: string[];
  grade: string | null;
  score: number | null;
  previous_score: number | null;
  trend: number | null;
  last_scan_at: string | null;
  critical_issues: number | null;
  open_alerts: number;
  scan_frequency: string;
}

export interface PortfolioPage {
  total: number;
  limit: number;
  offset: number;
  domains: PortfolioRow[];
}

export interface ChangeWindow {
  days: number;
  grade_moves: { up: number; down: number };
  moves: { domain_id: number; domain: string; from: string; to: string; at: string }[];
  new_critical_findings: number;
  certificates_expiring: number;
}

export interface PortfolioSummary {
  client_id: number | null;
  domains: number;
  scanned: number;
  coverage: number;
  average_score: number | null;
  by_grade: GradeCounts;
  worst: PortfolioRow[];
  open_alerts: { total: number; by_severity: Record<string, number> };
  changes: ChangeWindow[];
}

export interface ClientItem {
  id: number;
  name: string;
  domain_count: number;
}
