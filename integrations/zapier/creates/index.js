/** The actions: the existing Rampart endpoints (docs/integrations.md). */
const { baseUrl } = require('../client');

/** Zapier gives an action 30 seconds: the wait for a scan stays well inside it. */
const MAX_WAIT_SECONDS = 25;
const POLL_EVERY_MS = 1000;

const startScan = {
  key: 'start_scan',
  noun: 'Scan',
  display: {
    label: 'Start Scan',
    description: 'Starts a full scan of a domain and, if asked, waits a little for it to finish.',
  },
  operation: {
    inputFields: [
      { key: 'domain', label: 'Domain', required: true, helpText: 'The domain to scan, for example `example.com`.' },
      {
        key: 'wait_seconds',
        label: 'Wait for the result (seconds)',
        type: 'integer',
        required: false,
        default: '0',
        helpText: `Up to ${MAX_WAIT_SECONDS}. A scan usually takes 10-30 seconds; if it is not done in time the job is returned as queued or running, and the Scan Completed trigger hears it when it finishes.`,
      },
    ],
    perform: async (z, bundle) => {
      const base = baseUrl(bundle);
      const submitted = await z.request({
        url: `${base}/v1/scan`,
        method: 'POST',
        body: { domain: bundle.inputData.domain },
      });
      let job = submitted.data;
      const wait = Math.min(Math.max(Number(bundle.inputData.wait_seconds) || 0, 0), MAX_WAIT_SECONDS);
      const deadline = Date.now() + wait * 1000;
      while ((job.status === 'queued' || job.status === 'running') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
        job = (await z.request({ url: `${base}/v1/scan/jobs/${job.job_id}` })).data;
      }
      return { ...job, id: job.job_id };
    },
    sample: {
      id: 1042,
      job_id: 1042,
      status: 'completed',
      domain: 'example.com',
      source: 'api',
      result: { score: 82, grade: 'B' },
    },
  },
};

const addMonitoredDomain = {
  key: 'add_monitored_domain',
  noun: 'Monitored Domain',
  display: { label: 'Add Monitored Domain', description: 'Adds a domain to monitoring (scheduled scans and alerts).' },
  operation: {
    inputFields: [
      { key: 'domain', label: 'Domain', required: true, helpText: 'The domain to monitor, for example `example.com`.' },
      {
        key: 'scan_frequency',
        label: 'Scan frequency',
        required: false,
        choices: { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly' },
        default: 'daily',
        helpText: 'How often it is scanned; hourly needs a plan that includes it.',
      },
      {
        key: 'alert_threshold',
        label: 'Alert threshold (points)',
        type: 'integer',
        required: false,
        helpText: 'A score drop of this many points raises an alert (default 10).',
      },
    ],
    perform: async (z, bundle) => {
      const body = { domain: bundle.inputData.domain };
      if (bundle.inputData.scan_frequency) body.scan_frequency = bundle.inputData.scan_frequency;
      if (bundle.inputData.alert_threshold) body.alert_threshold = Number(bundle.inputData.alert_threshold);
      return (await z.request({ url: `${baseUrl(bundle)}/v1/domains`, method: 'POST', body })).data;
    },
    sample: { id: 12, domain: 'example.com', scan_frequency: 'daily', alert_on_score_drop: true, alert_threshold: 10 },
  },
};

const markAlertRead = {
  key: 'mark_alert_read',
  noun: 'Alert',
  display: { label: 'Mark Alert Read', description: 'Marks one alert as read.' },
  operation: {
    inputFields: [
      {
        key: 'alert_id',
        label: 'Alert ID',
        type: 'integer',
        required: true,
        helpText: 'The `alert_id` of an Alert Triggered item.',
      },
    ],
    perform: async (z, bundle) => {
      const id = Number(bundle.inputData.alert_id);
      const response = await z.request({ url: `${baseUrl(bundle)}/v1/domains/alerts/${id}/read`, method: 'POST' });
      return { id, ...response.data };
    },
    sample: { id: 311 },
  },
};

module.exports = { startScan, addMonitoredDomain, markAlertRead };
