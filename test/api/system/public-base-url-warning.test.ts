import { expect } from 'chai';
import { publicBaseUrlWarning } from '../../../api/system/public-base-url-warning.js';
import { loadConfig } from '../../../config/env.js';

describe('the start-up warning for an unset PUBLIC_BASE_URL', () => {
  it('names the default links and where the service listens when PUBLIC_BASE_URL is unset', () => {
    const config = loadConfig({ PORT: '8123' });
    expect(publicBaseUrlWarning(config)).to.equal(
      'PUBLIC_BASE_URL is not set: links in mails, QR codes and badges point at http://localhost:8123, while the ' +
        'service listens on every address of this machine (port 8123). Open the dashboard at that address, or set ' +
        'PUBLIC_BASE_URL to the address people use.',
    );
    expect(publicBaseUrlWarning(loadConfig({ PORT: '8123', HOST: '127.0.0.1' }))).to.include('listens on 127.0.0.1');
  });

  it('says nothing once PUBLIC_BASE_URL is set', () => {
    expect(publicBaseUrlWarning(loadConfig({ PUBLIC_BASE_URL: 'https://scan.example.com' }))).to.equal(null);
  });
});
