/**
 * Builds a lab mail domain: by default every DNS/e-mail check passes (strict SPF, DMARC p=reject with
 * reports, a DKIM key at a common selector). Fixtures override one part to produce one failure.
 */
import type { Answer } from 'dns-packet';
import { labAddress } from '../net.js';
import { a, type LabFault, type LabZone, mx, txt, zone } from './records.js';

/** A real 2048-bit RSA public key (SubjectPublicKeyInfo, base64), generated for the lab. */
export const LAB_DKIM_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzxUBJutugU36D95K2F5sCNXjoPfugWadAwHmHlDIGZqmjyhaxy03M0xhiBNYApDDhFO1ew5IdoV7wpPOeNC6vr1SlQNyccCzDSdyTOFClVUSmD/t+L7+5rBR3uei02Nle4Ww82Oq9sHx1oM3+s2D5BrhbBAwUabbPEJyx2qdwgDJqtdfywwMWsIwpy8IngSKswUWRmsf720Pg5KFAO2nLv0HgQCfaTTS4IzItPsG66wMwnWDaeCFs6qpbDsJZTKcClXpFzRCUgs+LM1rnTAlugD4VELytIKj4X2Bo/pPMGvFLMBy6/gCPgAbDorYd1K5ndDgeMO5lBAjH+iisGnZCwIDAQAB';

export interface MailDomainParts {
  /** TXT values at the apex that are SPF (several make the "multiple records" failure); null for none. */
  spf?: string[] | null;
  /** TXT values at _dmarc; null for none. */
  dmarc?: string[] | null;
  /** Selector -> DKIM record text. */
  dkim?: Record<string, string>;
  extra?: (origin: string) => Answer[];
  faults?: (origin: string) => Record<string, LabFault>;
}

export function mailDomain(origin: string, parts: MailDomainParts = {}): LabZone {
  const spf = parts.spf === undefined ? ['v=spf1 mx -all'] : (parts.spf ?? []);
  const dmarc = parts.dmarc === undefined ? [`v=DMARC1; p=reject; rua=mailto:dmarc@${origin}`] : (parts.dmarc ?? []);
  const dkim = parts.dkim ?? { selector1: `v=DKIM1; k=rsa; p=${LAB_DKIM_KEY}` };
  return zone(
    origin,
    [
      mx(origin, 10, `mx1.${origin}`),
      a(`mx1.${origin}`, labAddress(1, 25)),
      a(origin, labAddress(1, 80)),
      a(`www.${origin}`, labAddress(1, 80)),
      // An unrelated TXT record, as most real apexes have, so SPF selection is really tested.
      txt(origin, `lab-site-verification=${origin}`),
      ...spf.map((value) => txt(origin, value)),
      ...dmarc.map((value) => txt(`_dmarc.${origin}`, value)),
      ...Object.entries(dkim).map(([selector, value]) => txt(`${selector}._domainkey.${origin}`, value)),
      ...(parts.extra?.(origin) ?? []),
    ],
    parts.faults?.(origin),
  );
}
