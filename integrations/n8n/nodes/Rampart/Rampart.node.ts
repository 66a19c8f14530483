import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

/**
 * Rampart as a declarative n8n node: every operation is a `routing` definition (method, URL, where
 * each parameter goes), which n8n turns into the HTTP request. The recent-items operations read the
 * polling feed whose ids match the REST Hook deliveries (docs/integrations.md).
 */
export class Rampart implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Rampart',
    name: 'rampart',
    icon: 'file:rampart.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Scan domains, monitor them and act on their alerts with Rampart',
    defaults: { name: 'Rampart' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'rampartApi', required: true }],
    requestDefaults: {
      baseURL: '={{$credentials.baseUrl}}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    },
    properties: [
      {
        displayName: 'Resource',
        name: 'resource',
        type: 'options',
        noDataExpression: true,
        options: [
          { name: 'Scan', value: 'scan' },
          { name: 'Monitored Domain', value: 'domain' },
          { name: 'Alert', value: 'alert' },
          { name: 'Recent Item', value: 'recent' },
        ],
        default: 'scan',
      },
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        displayOptions: { show: { resource: ['scan'] } },
        options: [
          {
            name: 'Start',
            value: 'start',
            action: 'Start a scan',
            description: 'Queue a full scan of a domain (poll Get for its result)',
            routing: { request: { method: 'POST', url: '/v1/scan' } },
          },
          {
            name: 'Get',
            value: 'get',
            action: 'Get a scan job',
            routing: { request: { method: 'GET', url: '=/v1/scan/jobs/{{$parameter.jobId}}' } },
          },
          {
            name: 'Find Latest',
            value: 'findLatest',
            action: 'Find the latest completed scan of a domain',
            routing: { request: { method: 'GET', url: '/v1/hooks/searches/latest-scan' } },
          },
        ],
        default: 'start',
      },
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        displayOptions: { show: { resource: ['domain'] } },
        options: [
          {
            name: 'Add',
            value: 'add',
            action: 'Add a monitored domain',
            routing: { request: { method: 'POST', url: '/v1/domains' } },
          },
          {
            name: 'Find',
            value: 'find',
            action: 'Find a monitored domain by name',
            routing: { request: { method: 'GET', url: '/v1/hooks/searches/monitored-domain' } },
          },
        ],
        default: 'add',
      },
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        displayOptions: { show: { resource: ['alert'] } },
        options: [
          {
            name: 'Mark Read',
            value: 'markRead',
            action: 'Mark an alert read',
            routing: { request: { method: 'POST', url: '=/v1/domains/alerts/{{$parameter.alertId}}/read' } },
          },
        ],
        default: 'markRead',
      },
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        displayOptions: { show: { resource: ['recent'] } },
        options: [
          {
            name: 'Get Many',
            value: 'getMany',
            action: 'Get recent completed scans, alerts or grade changes',
            routing: { request: { method: 'GET', url: '=/v1/hooks/samples/{{$parameter.event}}' } },
          },
        ],
        default: 'getMany',
      },
      {
        displayName: 'Domain',
        name: 'domain',
        type: 'string',
        required: true,
        default: '',
        placeholder: 'example.com',
        displayOptions: { show: { resource: ['scan', 'domain'], operation: ['start', 'add'] } },
        routing: { send: { type: 'body', property: 'domain' } },
      },
      {
        displayName: 'Domain',
        name: 'domain',
        type: 'string',
        required: true,
        default: '',
        displayOptions: { show: { operation: ['findLatest', 'find'] } },
        routing: { send: { type: 'query', property: 'domain' } },
      },
      {
        displayName: 'Job ID',
        name: 'jobId',
        type: 'number',
        required: true,
        default: 0,
        displayOptions: { show: { resource: ['scan'], operation: ['get'] } },
      },
      {
        displayName: 'Scan Frequency',
        name: 'scanFrequency',
        type: 'options',
        options: [
          { name: 'Hourly', value: 'hourly' },
          { name: 'Daily', value: 'daily' },
          { name: 'Weekly', value: 'weekly' },
        ],
        default: 'daily',
        displayOptions: { show: { resource: ['domain'], operation: ['add'] } },
        routing: { send: { type: 'body', property: 'scan_frequency' } },
      },
      {
        displayName: 'Alert ID',
        name: 'alertId',
        type: 'number',
        required: true,
        default: 0,
        displayOptions: { show: { resource: ['alert'] } },
      },
      {
        displayName: 'Event',
        name: 'event',
        type: 'options',
        options: [
          { name: 'Scan Completed', value: 'scan.completed' },
          { name: 'Alert Triggered', value: 'alert.triggered' },
          { name: 'Grade Changed', value: 'grade.changed' },
        ],
        default: 'scan.completed',
        displayOptions: { show: { resource: ['recent'] } },
      },
      {
        displayName: 'Limit',
        name: 'limit',
        type: 'number',
        typeOptions: { minValue: 1, maxValue: 100 },
        default: 25,
        description: 'Max number of results to return',
        displayOptions: { show: { resource: ['recent'] } },
        routing: { send: { type: 'query', property: 'limit' } },
      },
    ],
  };
}
