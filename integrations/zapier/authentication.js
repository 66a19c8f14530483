const { baseUrl } = require('./client');

/**
 * API-key authentication. The connection test lists the REST Hook subscriptions: it proves the key
 * and that the account's plan includes the automation-platform integration (a Free account sees the
 * plan-gate message with the upgrade link here, not at the first Zap run).
 */
module.exports = {
  type: 'custom',
  fields: [
    {
      key: 'base_url',
      label: 'Rampart URL',
      type: 'string',
      required: true,
      default: 'https://rampart.example.com',
      helpText: 'The address of your Rampart server, for example `https://rampart.example.com` (no trailing `/v1`).',
    },
    {
      key: 'api_key',
      label: 'API key',
      type: 'password',
      required: true,
      helpText: 'Your account API key (starts with `rp_`): in the dashboard under Account, or `GET /v1/auth/me`.',
    },
  ],
  test: async (z, bundle) => {
    const response = await z.request({ url: `${baseUrl(bundle)}/v1/hooks` });
    return { subscriptions: response.data.length };
  },
  connectionLabel: (_z, bundle) => baseUrl(bundle),
};
