/**
 * One REST Hook trigger per Rampart hook event (Zapier's REST Hook pattern): subscribing
 * POSTs `/v1/hooks` with Zapier's target URL, unsubscribing DELETEs it, a delivery becomes one item,
 * and the polling fallback (`performList`: "test trigger", and Zapier's dedupe) reads
 * `/v1/hooks/samples/{event}`, whose items carry the same `id` as the deliveries.
 */
const { baseUrl, flatten, haltOnPlanGate } = require('../client');

const filtersOf = (inputData, withSeverity) => {
  const filters = {};
  if (inputData.domain) filters.domain = String(inputData.domain);
  if (inputData.client_id) filters.client_id = Number(inputData.client_id);
  if (withSeverity && inputData.min_severity) filters.min_severity = String(inputData.min_severity);
  return filters;
};

const commonFields = [
  {
    key: 'domain',
    label: 'Domain',
    required: false,
    helpText: 'Only events about this domain, for example `example.com`. Leave empty for every domain.',
  },
  {
    key: 'client_id',
    label: 'Client ID',
    type: 'integer',
    required: false,
    helpText: "Only events about the domains of this client (MSP portfolios: the client's id in Rampart).",
  },
];

const severityField = {
  key: 'min_severity',
  label: 'Minimum severity',
  required: false,
  choices: { critical: 'Critical', high: 'High or worse', medium: 'Medium or worse', low: 'Any' },
  helpText: 'Only alerts of this severity or worse.',
};

function hookTrigger({ key, event, noun, label, description, sample, withSeverity = false }) {
  return {
    key,
    noun,
    display: { label, description },
    operation: {
      type: 'hook',
      inputFields: withSeverity ? [...commonFields, severityField] : commonFields,
      performSubscribe: async (z, bundle) => {
        const response = await z.request({
          url: `${baseUrl(bundle)}/v1/hooks`,
          method: 'POST',
          body: { target_url: bundle.targetUrl, event, filters: filtersOf(bundle.inputData, withSeverity) },
        });
        // Kept by Zapier as bundle.subscribeData; the secret stays out of it.
        const { secret: _secret, ...subscription } = response.data;
        return subscription;
      },
      performUnsubscribe: async (z, bundle) => {
        const response = await z.request({
          url: `${baseUrl(bundle)}/v1/hooks/${bundle.subscribeData.id}`,
          method: 'DELETE',
          skipThrowForStatus: true,
        });
        // Already gone (a 410 unsubscribed it, or it was deleted): nothing left to undo.
        if (response.status !== 204 && response.status !== 404) response.throwForStatus();
        return { unsubscribed: bundle.subscribeData.id };
      },
      perform: async (_z, bundle) => [flatten(bundle.cleanedRequest)],
      performList: (z, bundle) =>
        haltOnPlanGate(z, async () => {
          const response = await z.request({
            url: `${baseUrl(bundle)}/v1/hooks/samples/${event}`,
            params: { limit: 25, ...filtersOf(bundle.inputData, withSeverity) },
          });
          return response.data.map(flatten);
        }),
      sample,
    },
  };
}

module.exports = { hookTrigger };
