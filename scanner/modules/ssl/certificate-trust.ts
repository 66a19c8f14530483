/**
 * Chain of trust and chain order, judged step by step so the finding can say which of the usual
 * failures it is: a self-signed leaf, a chain that ends in a root nobody trusts (an unknown issuer),
 * or a chain that stops because the server did not send an issuer (an incomplete chain, or an issuer
 * the scanner cannot know). Trust anchors are Node's bundled Mozilla roots plus the configured extras.
 * No AIA fetching: like testssl.sh and unlike browsers, the server's own chain must be complete.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { nameDer } from './certificate-fields.js';

export type TrustStatus = 'trusted' | 'self_signed' | 'untrusted_root' | 'incomplete_chain';

export interface TrustResult {
  status: TrustStatus;
  /** Subjects from the leaf up to where the path ended (the anchor when trusted). */
  path: string[];
  /** The trusted root the path ended at. */
  anchor: string | null;
  /** For incomplete_chain: the issuer name nobody supplied. */
  missing_issuer: string | null;
}

export interface ChainOrder {
  /** Each sent certificate is issued by the next one. */
  in_order: boolean;
  /** Human-readable problems: certificates out of place, unrelated or repeated. */
  problems: string[];
}

/**
 * Trust anchors indexed by the DER of their subject name. Roots are parsed only when a chain asks for
 * them: parsing all ~145 bundled roots up front costs more than a whole scan of a good host.
 */
export interface RootStore {
  byName: Map<string, Buffer[]>;
  /** SHA-256 of each root's DER, hex. */
  fingerprints: Set<string>;
}

const parsedRoots = new WeakMap<Buffer, X509Certificate>();

function parsedRoot(der: Buffer): X509Certificate {
  let root = parsedRoots.get(der);
  if (!root) {
    root = new X509Certificate(der);
    parsedRoots.set(der, root);
  }
  return root;
}

function pemToDer(pem: string): Buffer {
  return Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
}

const sha256 = (der: Buffer) => createHash('sha256').update(der).digest('hex');

function addRoots(store: RootStore, pems: readonly string[]): void {
  for (const pem of pems) {
    const der = pemToDer(pem);
    const name = nameDer(der, 'subject');
    store.fingerprints.add(sha256(der));
    store.byName.set(name, [...(store.byName.get(name) ?? []), der]);
  }
}

let bundled: RootStore | null = null;
const withExtras = new WeakMap<readonly string[], RootStore>();

/** Bundled roots (indexed once per process) plus `extra`, cached per extras list. */
export function rootStore(extra: readonly string[]): RootStore {
  if (!bundled) {
    bundled = { byName: new Map(), fingerprints: new Set() };
    addRoots(bundled, rootCertificates);
  }
  if (extra.length === 0) return bundled;
  let store = withExtras.get(extra);
  if (!store) {
    store = { byName: new Map(bundled.byName), fingerprints: new Set(bundled.fingerprints) };
    addRoots(store, extra);
    withExtras.set(extra, store);
  }
  return store;
}

/** `parent` issued `child`: names and key identifiers line up, and the signature verifies. */
export function issuedBy(child: X509Certificate, parent: X509Certificate): boolean {
  try {
    return child.checkIssued(parent) && child.verify(parent.publicKey);
  } catch {
    return false;
  }
}

/**
 * Self-issued and signed by its own key. Not checkIssued(self): OpenSSL also demands keyCertSign
 * there, which a self-signed leaf usually lacks.
 */
export function selfSigned(certificate: X509Certificate): boolean {
  try {
    return certificate.subject === certificate.issuer && certificate.verify(certificate.publicKey);
  } catch {
    return false;
  }
}

const oneLine = (name: string) => name.split('\n').join(', ');

/** Walks from the leaf through what the server sent to a trusted root, or says where it stopped. */
export function judgeTrust(sent: readonly X509Certificate[], roots: RootStore): TrustResult {
  const leaf = sent[0];
  if (!leaf) throw new Error('no certificate to judge');
  const path: string[] = [];
  const used = new Set<X509Certificate>();
  let current = leaf;
  // A path can never be longer than what was sent; the bound also stops issuer cycles.
  for (let step = 0; step <= sent.length; step++) {
    path.push(oneLine(current.subject));
    used.add(current);
    if (roots.fingerprints.has(sha256(current.raw))) {
      return { status: 'trusted', path, anchor: oneLine(current.subject), missing_issuer: null };
    }
    const root = (roots.byName.get(nameDer(current.raw, 'issuer')) ?? [])
      .map(parsedRoot)
      .find((candidate) => issuedBy(current, candidate));
    if (root) {
      path.push(oneLine(root.subject));
      return { status: 'trusted', path, anchor: oneLine(root.subject), missing_issuer: null };
    }
    if (selfSigned(current)) {
      return { status: current === leaf ? 'self_signed' : 'untrusted_root', path, anchor: null, missing_issuer: null };
    }
    const next = sent.find((candidate) => !used.has(candidate) && issuedBy(current, candidate));
    if (!next) break;
    current = next;
  }
  return { status: 'incomplete_chain', path, anchor: null, missing_issuer: oneLine(current.issuer) };
}

/** RFC 5246 section 7.4.2: each certificate must certify the one before it. */
export function judgeOrder(sent: readonly X509Certificate[]): ChainOrder {
  const problems: string[] = [];
  const seen = new Set<string>();
  sent.forEach((certificate, index) => {
    if (seen.has(certificate.fingerprint256)) problems.push(`certificate ${index + 1} is sent twice`);
    seen.add(certificate.fingerprint256);
    const next = sent[index + 1];
    if (next && !issuedBy(certificate, next)) {
      problems.push(
        `certificate ${index + 2} (${oneLine(next.subject)}) did not issue certificate ${index + 1} (${oneLine(certificate.subject)})`,
      );
    }
  });
  return { in_order: problems.length === 0, problems };
}
