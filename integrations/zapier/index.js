/**
 * Rampart for Zapier (docs/integrations.md): API-key connections, three REST Hook triggers with
 * polling fallbacks, three actions and two searches. `zapier push` from this folder publishes it.
 */
const { version: platformVersion } = require('zapier-platform-core');
const { version } = require('./package.json');
const authentication = require('./authentication');
const { addApiKey, handleErrors } = require('./client');
const creates = require('./creates');
const searches = require('./searches');
const triggers = require('./triggers');

const byKey = (items) => Object.fromEntries(Object.values(items).map((item) => [item.key, item]));

module.exports = {
  version,
  platformVersion,
  authentication,
  beforeRequest: [addApiKey],
  afterResponse: [handleErrors],
  triggers: byKey(triggers),
  creates: byKey(creates),
  searches: byKey(searches),
};
