import type {
  IDataObject,
  IHookFunctions,
  IHttpRequestMethods,
  IN8nHttpFullResponse,
  INodeType,
  INodeTypeDescription,
  IWebhookFunctions,
  IWebhookResponseData,
} from 'n8n-workflow';

/**
 * Rampart's events as an n8n trigger, by REST Hook (docs/integrations.md): activating the workflow
 * subscribes the node's webhook URL to the chosen event (`POST /v1/hooks`), deactivating it
 * unsubscribes (`DELETE /v1/hooks/{id}`), and each delivery starts the workflow with the envelope
 * (`id`, `type`, `created_at`, `data`). The subscription's id and signing secret are kept in the
 * node's static data, as n8n's own trigger nodes keep theirs.
 */

interface HookView {
  id: number;
  event: string;
  target_url: string;
  is_active: boolean;
}

/** One call to Rampart with the node's credentials; statuses are the caller's to judge. */
async function rampart(
  this: IHookFunctions,
  method: IHttpRequestMethods,
  path: string,
  body?: IDataObject,
): Promise<IN8nHttpFullResponse> {
  const credentials = await this.getCredentials<{ baseUrl: string }>('rampartApi');
  return (await this.helpers.httpRequestWithAuthentication.call(this, 'rampartApi', {
    method,
    url: `${String(credentials.baseUrl).replace(/\/+$/, '')}${path}`,
    headers: { Accept: 'application/json' },
    ...(body === undefined ? {} : { body }),
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  })) as IN8nHttpFullResponse;
}

/** Rampart's own words for a refused call (`detail`, and the plan gate's `upgrade_url`). */
function refusal(action: string, response: IN8nHttpFullResponse): Error {
  const body = (response.body ?? {}) as { detail?: unknown; upgrade_url?: string };
  const detail = typeof body.detail === 'string' ? body.detail : JSON.stringify(body.detail ?? body);
  const upgrade = body.upgrade_url ? ` (upgrade: ${body.upgrade_url})` : '';
  return new Error(`Rampart refused to ${action}: ${response.statusCode} ${detail}${upgrade}`);
}

export class RampartTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Rampart Trigger',
    name: 'rampartTrigger',
    icon: 'file:rampart.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["event"]}}',
    description: 'Starts the workflow when Rampart completes a scan, raises an alert or sees a grade change',
    defaults: { name: 'Rampart Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'rampartApi', required: true }],
    webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
    properties: [
      {
        displayName: 'Event',
        name: 'event',
        type: 'options',
        required: true,
        default: 'scan.completed',
        options: [
          { name: 'Scan Completed', value: 'scan.completed', description: 'A scan of the account completes' },
          { name: 'Alert Triggered', value: 'alert.triggered', description: 'Monitoring raises an alert' },
          {
            name: 'Grade Changed',
            value: 'grade.changed',
            description: "A monitored domain's grade moves between two evaluated scans",
          },
        ],
      },
      {
        displayName: 'Domain',
        name: 'domain',
        type: 'string',
        default: '',
        description: 'Only events of this domain (empty: every domain)',
      },
    ],
  };

  webhookMethods = {
    default: {
      /** Whether the subscription this node made still exists for this URL and event (a 410 or a downgrade ends it). */
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        if (data.hookId === undefined) return false;
        const response = await rampart.call(this, 'GET', '/v1/hooks');
        if (response.statusCode !== 200) throw refusal('list the subscriptions', response);
        const url = this.getNodeWebhookUrl('default');
        const event = this.getNodeParameter('event') as string;
        const hooks = response.body as unknown as HookView[];
        const found = hooks.find((hook) => hook.id === data.hookId);
        if (found && found.target_url === url && found.event === event && found.is_active) return true;
        delete data.hookId;
        delete data.secret;
        return false;
      },

      async create(this: IHookFunctions): Promise<boolean> {
        const domain = (this.getNodeParameter('domain', '') as string).trim();
        const response = await rampart.call(this, 'POST', '/v1/hooks', {
          target_url: this.getNodeWebhookUrl('default') ?? '',
          event: this.getNodeParameter('event') as string,
          ...(domain === '' ? {} : { filters: { domain } }),
        });
        if (response.statusCode !== 201) throw refusal('subscribe', response);
        const created = response.body as unknown as { id: number; secret: string };
        const data = this.getWorkflowStaticData('node');
        data.hookId = created.id;
        data.secret = created.secret;
        return true;
      },

      /** Unsubscribes; a subscription already gone (404) is as good as deleted. */
      async delete(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        if (data.hookId === undefined) return true;
        const response = await rampart.call(this, 'DELETE', `/v1/hooks/${String(data.hookId)}`);
        if (response.statusCode !== 204 && response.statusCode !== 404) throw refusal('unsubscribe', response);
        delete data.hookId;
        delete data.secret;
        return true;
      },
    },
  };

  /** A delivery: the envelope as the workflow's one item. Rampart is answered 200 at once. */
  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return { workflowData: [[{ json: this.getBodyData() }]] };
  }
}
