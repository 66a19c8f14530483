/**
 * Where lab servers live: each fictional host gets its own loopback address in 127.<LAB_NET>.0.0/16,
 * so every lab domain has the standard ports (25, 80, 443, 6379, ...) to itself. RAMPART_LAB_NET
 * picks the second octet (default 77) so two labs (a person's `npm run lab` and a test run, or two
 * developers' test runs) can coexist on one machine. A test run given none picks a free one
 * (test/helpers/choose-lab-net.ts).
 */
import { DEFAULT_LAB_NET } from './lab-net-probe.js';

function labNet(): number {
  const raw = process.env.RAMPART_LAB_NET;
  if (raw === undefined || raw.trim() === '') return DEFAULT_LAB_NET;
  const value = Number(raw);
  // 127.0.x.x is where real local services (MariaDB, Redis) listen; keep the lab away from it.
  if (!Number.isInteger(value) || value < 1 || value > 254) {
    throw new Error(`RAMPART_LAB_NET must be an integer from 1 to 254, got "${raw}"`);
  }
  return value;
}

export const LAB_NET = labNet();

/** The range tests and `npm run lab` put in SCANNER_ALLOWED_CIDRS. */
export const LAB_CIDR = `127.${LAB_NET}.0.0/16`;

/** Host number 1-65023 -> 127.<LAB_NET>.<hi>.<lo>; .0 and .255 are skipped for readability. */
export function labAddress(third: number, fourth: number): string {
  if (!Number.isInteger(third) || third < 0 || third > 255 || !Number.isInteger(fourth) || fourth < 1 || fourth > 254) {
    throw new Error(`lab address 127.${LAB_NET}.${third}.${fourth} is out of range`);
  }
  return `127.${LAB_NET}.${third}.${fourth}`;
}

/**
 * A loopback address deliberately outside LAB_CIDR: fixtures that must look "private" to the scanner
 * resolve here. It is loopback, so even a guard bug could never send a packet off the machine.
 */
export const LAB_PRIVATE_ADDRESS = '127.0.99.1';
