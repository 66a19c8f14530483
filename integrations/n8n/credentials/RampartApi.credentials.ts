import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

/**
 * A Rampart connection: the server's address and the account's API key, sent as a Bearer token.
 * The test lists the REST Hook subscriptions, which proves the key and that the plan includes the
 * automation-platform integration (a Free account sees the plan-gate 403 here).
 */
export class RampartApi implements ICredentialType {
  name = 'rampartApi';
  displayName = 'Rampart API';
  documentationUrl = 'https://github.com/rampart/rampart/blob/main/docs/integrations.md';
  properties: INodeProperties[] = [
    {
      displayName: 'Rampart URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://rampart.example.com',
      description: 'The address of your Rampart server, without /v1',
    },
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'Your account API key (starts with rp_)',
    },
  ];
  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } },
  };
  test: ICredentialTestRequest = {
    request: { baseURL: '={{$credentials.baseUrl}}', url: '/v1/hooks' },
  };
}
