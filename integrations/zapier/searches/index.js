/** The searches: arrays of at most one item, empty when nothing matches (what Zapier expects). */
const { baseUrl } = require('../client');

const domainField = {
  key: 'domain',
  label: 'Domain',
  required: true,
  helpText: 'The domain, for example `example.com`.',
};

const findLatestScan = {
  key: 'find_latest_scan',
  noun: 'Scan',
  display: { label: 'Find Latest Scan', description: 'Finds the latest completed scan of a domain.' },
  operation: {
    inputFields: [domainField],
    perform: async (z, bundle) => {
      const response = await z.request({
        url: `${baseUrl(bundle)}/v1/hooks/searches/latest-scan`,
        params: { domain: bundle.inputData.domain },
      });
      return response.data.map((job) => ({ ...job, id: job.job_id }));
    },
    sample: { id: 1042, job_id: 1042, status: 'completed', domain: 'example.com', result: { score: 82, grade: 'B' } },
  },
};

const findMonitoredDomain = {
  key: 'find_monitored_domain',
  noun: 'Monitored Domain',
  display: { label: 'Find Monitored Domain', description: 'Finds a monitored domain by name.' },
  operation: {
    inputFields: [domainField],
    perform: async (z, bundle) =>
      (
        await z.request({
          url: `${baseUrl(bundle)}/v1/hooks/searches/monitored-domain`,
          params: { domain: bundle.inputData.domain },
        })
      ).data,
    sample: {
      id: 12,
      domain: 'example.com',
      scan_frequency: 'daily',
      last_scan: { job_id: 1042, score: 82, grade: 'B' },
    },
  },
};

module.exports = { findLatestScan, findMonitoredDomain };
