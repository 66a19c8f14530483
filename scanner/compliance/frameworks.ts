/**
 * The compliance frameworks a report maps findings to, and the titles of the controls we cite.
 * Control ids are exactly as each framework numbers them; titles are short paraphrases (the
 * standards' own texts are copyrighted). Which findings touch which controls is in categories.ts.
 */

import type { FrameworkId } from '../../core/scan-model/report.js';

export interface Framework {
  id: FrameworkId;
  name: string;
  version: string;
  controls: Record<string, string>;
}

export const FRAMEWORKS: readonly Framework[] = [
  {
    id: 'soc2',
    name: 'SOC 2 Trust Services Criteria',
    version: '2017 (revised points of focus 2022)',
    controls: {
      'CC2.3': 'Communicates with external parties on matters affecting internal control',
      'CC6.1': 'Logical access security software, infrastructure and architectures',
      'CC6.6': 'Security measures against threats from outside system boundaries',
      'CC6.7': 'Restricts the transmission and movement of information to authorised parties, protected in transit',
      'CC7.1': 'Detects configuration changes and newly discovered vulnerabilities',
      'CC7.2': 'Monitors system components for anomalies indicating malicious acts',
      'CC8.1': 'Changes to infrastructure and software are authorised, tested and approved',
      'C1.1': 'Identifies and maintains confidential information',
    },
  },
  {
    id: 'pci_dss_4',
    name: 'PCI DSS',
    version: '4.0',
    controls: {
      '1.2.5': 'All services, protocols and ports allowed are identified, approved and have a business need',
      '1.4.1': 'Network security controls between trusted and untrusted networks',
      '2.2.1': 'Configuration standards are developed, implemented and maintained',
      '2.2.4': 'Only necessary services, protocols, daemons and functions are enabled',
      '4.2.1': 'Strong cryptography and security protocols protect data during transmission over open networks',
      '4.2.1.1': 'An inventory of trusted keys and certificates is maintained',
      '5.4.1': 'Processes and automated mechanisms detect and protect personnel against phishing attacks',
      '6.3.3': 'System components are protected from known vulnerabilities by installing security patches',
      '6.4.1': 'Public-facing web applications are protected against attacks',
      '6.4.3': 'Payment page scripts are managed and their integrity assured',
      '7.2.1': 'An access control model is defined and grants access on need to know',
      '11.3.2': 'External vulnerability scans are performed',
      '12.5.1': 'An inventory of system components in scope is maintained',
      '12.10.1': 'An incident response plan exists and is ready to be activated',
    },
  },
  {
    id: 'hipaa',
    name: 'HIPAA Security Rule',
    version: '45 CFR Part 164 Subpart C',
    controls: {
      '164.308(a)(1)(ii)(A)': 'Risk analysis',
      '164.308(a)(1)(ii)(B)': 'Risk management',
      '164.308(a)(5)(ii)(B)': 'Protection from malicious software',
      '164.308(a)(6)(i)': 'Security incident procedures',
      '164.312(a)(1)': 'Access control',
      '164.312(c)(1)': 'Integrity',
      '164.312(e)(1)': 'Transmission security',
      '164.312(e)(2)(ii)': 'Encryption of ePHI in transmission',
    },
  },
  {
    id: 'nist_csf_2',
    name: 'NIST Cybersecurity Framework',
    version: '2.0',
    controls: {
      'ID.AM-02': 'Inventories of software, services and systems are maintained',
      'ID.RA-01': 'Vulnerabilities in assets are identified, validated and recorded',
      'ID.RA-02': 'Cyber threat intelligence is received from information sharing forums and sources',
      'ID.RA-08': 'Processes for receiving, analysing and responding to vulnerability disclosures are established',
      'PR.AA-05': 'Access permissions are defined, managed and enforced',
      'PR.DS-01': 'The confidentiality, integrity and availability of data-at-rest are protected',
      'PR.DS-02': 'The confidentiality, integrity and availability of data-in-transit are protected',
      'PR.PS-01': 'Configuration management practices are established and applied',
      'PR.PS-02': 'Software is maintained, replaced and removed commensurate with risk',
      'PR.PS-06': 'Secure software development practices are integrated',
      'PR.IR-01': 'Networks and environments are protected from unauthorised logical access and usage',
      'DE.CM-01': 'Networks and network services are monitored to find potentially adverse events',
    },
  },
  {
    id: 'iso_27001_2022',
    name: 'ISO/IEC 27001 Annex A',
    version: '2022',
    controls: {
      'A.5.7': 'Threat intelligence',
      'A.5.9': 'Inventory of information and other associated assets',
      'A.5.14': 'Information transfer',
      'A.5.24': 'Information security incident management planning and preparation',
      'A.8.3': 'Information access restriction',
      'A.8.8': 'Management of technical vulnerabilities',
      'A.8.9': 'Configuration management',
      'A.8.12': 'Data leakage prevention',
      'A.8.20': 'Networks security',
      'A.8.21': 'Security of network services',
      'A.8.24': 'Use of cryptography',
      'A.8.26': 'Application security requirements',
    },
  },
  {
    id: 'cis_v8',
    name: 'CIS Critical Security Controls',
    version: '8',
    controls: {
      '1.1': 'Establish and maintain a detailed enterprise asset inventory',
      '2.2': 'Ensure authorised software is currently supported',
      '3.3': 'Configure data access control lists',
      '3.10': 'Encrypt sensitive data in transit',
      '4.1': 'Establish and maintain a secure configuration process',
      '4.4': 'Implement and manage a firewall on servers',
      '4.8': 'Uninstall or disable unnecessary services on enterprise assets and software',
      '7.1': 'Establish and maintain a vulnerability management process',
      '9.5': 'Implement DMARC',
      '12.1': 'Ensure network infrastructure is up to date',
      '13.1': 'Centralise security event alerting',
      '16.2': 'Establish and maintain a process to accept and address software vulnerabilities',
      '16.10': 'Apply secure design principles in application architectures',
    },
  },
];
