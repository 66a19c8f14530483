/**
 * Kinds of finding and the controls each one bears on, per framework. A finding's kind comes from
 * its check (check-categories.ts). Kept as data so an auditor can review the mapping in one place.
 */
import type { FrameworkId } from '../../core/scan-model/report.js';

export type FindingCategory =
  | 'email_authentication'
  | 'transport_encryption'
  | 'certificate_management'
  | 'secure_configuration'
  | 'web_application_security'
  | 'exposed_services'
  | 'unsupported_software'
  | 'data_exposure'
  | 'dns_security'
  | 'asset_inventory'
  | 'threat_reputation'
  | 'vulnerability_disclosure';

export const CATEGORY_CONTROLS: Record<FindingCategory, Record<FrameworkId, string[]>> = {
  email_authentication: {
    soc2: ['CC6.6', 'CC7.2'],
    pci_dss_4: ['5.4.1'],
    hipaa: ['164.308(a)(5)(ii)(B)', '164.312(c)(1)'],
    nist_csf_2: ['PR.DS-02', 'PR.PS-01'],
    iso_27001_2022: ['A.5.14', 'A.8.21'],
    cis_v8: ['9.5'],
  },
  transport_encryption: {
    soc2: ['CC6.7'],
    pci_dss_4: ['4.2.1'],
    hipaa: ['164.312(e)(1)', '164.312(e)(2)(ii)'],
    nist_csf_2: ['PR.DS-02'],
    iso_27001_2022: ['A.8.24', 'A.5.14'],
    cis_v8: ['3.10'],
  },
  certificate_management: {
    soc2: ['CC6.1', 'CC6.7'],
    pci_dss_4: ['4.2.1', '4.2.1.1'],
    hipaa: ['164.312(e)(1)', '164.312(e)(2)(ii)'],
    nist_csf_2: ['PR.DS-02', 'PR.PS-01'],
    iso_27001_2022: ['A.8.24'],
    cis_v8: ['3.10', '4.1'],
  },
  secure_configuration: {
    soc2: ['CC7.1', 'CC8.1'],
    pci_dss_4: ['2.2.1', '6.4.1'],
    hipaa: ['164.308(a)(1)(ii)(B)'],
    nist_csf_2: ['PR.PS-01'],
    iso_27001_2022: ['A.8.9'],
    cis_v8: ['4.1'],
  },
  web_application_security: {
    soc2: ['CC6.6', 'CC7.1'],
    pci_dss_4: ['6.4.1', '6.4.3'],
    hipaa: ['164.312(a)(1)', '164.312(c)(1)'],
    nist_csf_2: ['PR.PS-06', 'PR.PS-01'],
    iso_27001_2022: ['A.8.26', 'A.8.9'],
    cis_v8: ['16.10', '4.1'],
  },
  exposed_services: {
    soc2: ['CC6.6', 'CC6.1'],
    pci_dss_4: ['1.2.5', '1.4.1', '2.2.4'],
    hipaa: ['164.312(a)(1)', '164.308(a)(1)(ii)(B)'],
    nist_csf_2: ['PR.IR-01', 'PR.AA-05'],
    iso_27001_2022: ['A.8.20', 'A.8.21'],
    cis_v8: ['4.4', '4.8'],
  },
  unsupported_software: {
    soc2: ['CC7.1'],
    pci_dss_4: ['6.3.3', '11.3.2'],
    hipaa: ['164.308(a)(1)(ii)(A)', '164.308(a)(1)(ii)(B)'],
    nist_csf_2: ['ID.RA-01', 'PR.PS-02'],
    iso_27001_2022: ['A.8.8'],
    cis_v8: ['2.2', '7.1'],
  },
  data_exposure: {
    soc2: ['CC6.1', 'C1.1'],
    pci_dss_4: ['2.2.4', '7.2.1', '6.4.1'],
    hipaa: ['164.312(a)(1)', '164.308(a)(1)(ii)(B)'],
    nist_csf_2: ['PR.DS-01', 'PR.AA-05'],
    iso_27001_2022: ['A.8.3', 'A.8.12'],
    cis_v8: ['3.3', '4.8'],
  },
  dns_security: {
    soc2: ['CC6.6', 'CC7.1'],
    pci_dss_4: ['2.2.1', '1.4.1'],
    hipaa: ['164.308(a)(1)(ii)(B)', '164.312(c)(1)'],
    nist_csf_2: ['PR.PS-01', 'PR.IR-01'],
    iso_27001_2022: ['A.8.20', 'A.8.21'],
    cis_v8: ['4.1', '12.1'],
  },
  asset_inventory: {
    soc2: ['CC6.1', 'CC7.1'],
    pci_dss_4: ['12.5.1'],
    hipaa: ['164.308(a)(1)(ii)(A)'],
    nist_csf_2: ['ID.AM-02'],
    iso_27001_2022: ['A.5.9'],
    cis_v8: ['1.1'],
  },
  threat_reputation: {
    soc2: ['CC7.2'],
    pci_dss_4: ['5.4.1', '12.10.1'],
    hipaa: ['164.308(a)(6)(i)', '164.308(a)(1)(ii)(A)'],
    nist_csf_2: ['ID.RA-02', 'DE.CM-01'],
    iso_27001_2022: ['A.5.7'],
    cis_v8: ['13.1'],
  },
  vulnerability_disclosure: {
    soc2: ['CC2.3'],
    pci_dss_4: ['12.10.1'],
    hipaa: ['164.308(a)(6)(i)'],
    nist_csf_2: ['ID.RA-08'],
    iso_27001_2022: ['A.5.24', 'A.8.8'],
    cis_v8: ['16.2'],
  },
};
