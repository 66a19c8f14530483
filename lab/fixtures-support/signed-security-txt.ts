/**
 * A security.txt clear-signed with OpenPGP (RFC 4880 section 7) for the site-sectxt-signed.test
 * fixture: a real signature, made once with `gpg --clearsign` and a throwaway ed25519 key created for
 * the lab (the scanner parses inside the signed message and does not verify signatures, so the key is
 * not kept). A signature cannot be recomputed at module load without gpg, so its Expires is fixed:
 * tests judge it at SIGNED_SECURITY_TXT_CHECKED_AT, a moment when it is valid and under a year ahead.
 */

export const SIGNED_SECURITY_TXT_EXPIRES = '2027-09-30T23:59:59Z';

/** A moment at which the signed file is current: 333 days before it expires. */
export const SIGNED_SECURITY_TXT_CHECKED_AT = new Date('2026-11-01T00:00:00Z');

export const SIGNED_SECURITY_TXT = [
  '-----BEGIN PGP SIGNED MESSAGE-----',
  'Hash: SHA256',
  '',
  '# Security contact for site-sectxt-signed.test',
  'Contact: mailto:security@site-sectxt-signed.test',
  'Contact: https://site-sectxt-signed.test/report',
  'Expires: 2027-09-30T23:59:59Z',
  'Preferred-Languages: en, nl',
  'Canonical: https://site-sectxt-signed.test/.well-known/security.txt',
  'Policy: https://site-sectxt-signed.test/disclosure-policy',
  '-----BEGIN PGP SIGNATURE-----',
  '',
  'iHUEARYIAB0WIQS9WZ1Ynr8YKRX9XyJ7ezujfcKAQwUCawImEwAKCRB7ezujfcKA',
  'Q9gYAQCqdT+fPxtwDDJSXVNdqqZqh/MB57dyHXQjNp9GlxGOlQEAjSwTBNklm8Fq',
  't3XGWk8nD6atI0YxrbVzuIwBz+v4fwU=',
  '=Oqlx',
  '-----END PGP SIGNATURE-----',
].join('\n');
