/**
 * Fixed addresses of the lab's shared services, so configuration can name them before the lab starts:
 * the RDAP server (lab/rdap/) and the DNSBL zones (served by the lab DNS server like any zone).
 */
import { labAddress } from './net.js';

/** RDAP base URL; the server listens on port 80 of this address. */
export const LAB_RDAP_ADDRESS = labAddress(70, 200);
export const LAB_RDAP_URL = `http://${LAB_RDAP_ADDRESS}/rdap/`;
/** The RDAP server's name in the lab DNS, for an RDAP base URL given by name. */
export const LAB_RDAP_HOST = 'rdap.lab-rbl.test';
/** The lab's copy of IANA's RDAP bootstrap file (RFC 9224), pointing `.test` at LAB_RDAP_URL. */
export const LAB_RDAP_BOOTSTRAP_URL = `http://${LAB_RDAP_ADDRESS}/bootstrap/dns.json`;

/** An IP-based list (RFC 5782 section 2.1) and a domain-based list (section 2.3). */
export const LAB_DNSBL_IP_ZONE = 'dnsbl.lab-rbl.test';
export const LAB_DNSBL_DOMAIN_ZONE = 'dbl.lab-rbl.test';

/**
 * The lab's SCANNER_DNSBL_ZONES setting (lab/fixtures/reputation.fixtures.ts lists what is listed):
 * the domain list carries the `domain:` prefix, since the reputation module cannot know an
 * unfamiliar zone's kind and takes it for an IP list otherwise.
 */
export const LAB_DNSBL_ZONES = [LAB_DNSBL_IP_ZONE, `domain:${LAB_DNSBL_DOMAIN_ZONE}`] as const;
