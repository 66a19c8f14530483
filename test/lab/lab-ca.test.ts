import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { expect } from 'chai';
import { LabCa } from '../../lab/ca/lab-ca.js';

/** RFC 5280 4.2.1.1 and 4.2.1.2, which verifiers applying the CA/Browser Forum profile (sslyze) enforce. */
describe('lab CA: key identifiers', () => {
  it('names the issuing key in every certificate it issues, and each certificate its own key', async () => {
    const ca = await LabCa.create();
    const root = new x509.X509Certificate(ca.rootPem);
    const rootKeyId = root.getExtension(x509.SubjectKeyIdentifierExtension)!.keyId;
    const leaf = new x509.X509Certificate((await ca.issue({ names: ['aki.test'] })).certPem);
    expect(leaf.getExtension(x509.AuthorityKeyIdentifierExtension)?.keyId).to.equal(rootKeyId);
    expect(leaf.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId).to.match(/^[0-9a-f]{40}$/);

    const rogue = new x509.X509Certificate((await ca.issue({ names: ['aki.test'], untrustedIssuer: true })).certPem);
    const rogueAki = rogue.getExtension(x509.AuthorityKeyIdentifierExtension)?.keyId;
    expect(rogueAki).to.be.a('string').and.not.equal(rootKeyId);

    // A self-signed leaf has no issuer apart from itself: RFC 5280 lets it omit the identifier.
    const self = new x509.X509Certificate((await ca.issue({ names: ['aki.test'], selfSigned: true })).certPem);
    expect(self.getExtension(x509.AuthorityKeyIdentifierExtension)).to.equal(null);
  });
});
