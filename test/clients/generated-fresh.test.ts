/**
 * The committed clients match the API: the OpenAPI document built from the routes now, and both
 * generators' output from it (scripts/clients/generate.ts --check). A route added or changed without
 * `npm run clients:generate` fails here, naming the stale files.
 */
import { expect } from 'chai';
import { staleGeneratedFiles } from '../../scripts/clients/generate.js';

describe('generated clients are up to date with the OpenAPI document', function () {
  // The first run on a machine installs openapi-python-client into its own venv.
  this.timeout(600_000);

  it('regenerates to the same bytes: clients/openapi.json, the TypeScript types, the Python package', async () => {
    const stale = await staleGeneratedFiles();
    expect(stale, 'stale: run npm run clients:generate').to.deep.equal([]);
  });
});
