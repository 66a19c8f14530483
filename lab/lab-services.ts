/**
 * Fixed addresses of the lab's shared services, so configuration can name them before the lab starts:
 * the RDAP server (lab/rdap/) and the DNSBL zones (served by the lab DNS server like any zone).
 */
import { labAddress } from './net.js';

/** RDAP base URL; the server listens on port 80 of this address. */
export const LAB_RDAP_ADDRESS = labAddress(70, 200);
export const LAB_RDAP_URL = `http://${LAB_RDAP_ADDRESS}/rdap/`;

/** DNSBL zones the lab serves (lab/fixtures/reputation.fixtures.ts lists what is listed in them). */
export const LAB_DNSBL_ZONES = ['dnsbl.lab-rbl.test', 'dbl.lab-rbl.test'] as const;
