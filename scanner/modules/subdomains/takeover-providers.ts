/**
 * Hosting providers where a CNAME left pointing at a deleted resource has let others claim the name
 * (subdomain takeover). Source: the community list "Can I take over XYZ?" (EdOverflow,
 * can-i-take-over-xyz on GitHub), which records each service's status and fingerprint; `fingerprint`
 * below is what that list says an unclaimed resource looks like. The scanner itself only detects
 * the DNS form (a CNAME whose target does not exist); this table sharpens the finding's wording.
 */

export interface TakeoverProvider {
  provider: string;
  /** CNAME targets ending in one of these belong to the provider. */
  suffixes: string[];
  /** As listed by can-i-take-over-xyz: `vulnerable`, or `edge case` (possible under conditions). */
  status: 'vulnerable' | 'edge case';
  fingerprint: string;
}

export const TAKEOVER_PROVIDERS: readonly TakeoverProvider[] = [
  {
    provider: 'Microsoft Azure',
    suffixes: [
      'azurewebsites.net',
      'cloudapp.net',
      'cloudapp.azure.com',
      'trafficmanager.net',
      'blob.core.windows.net',
      'azureedge.net',
      'azure-api.net',
      'azurefd.net',
    ],
    status: 'vulnerable',
    fingerprint: 'NXDOMAIN',
  },
  {
    provider: 'AWS Elastic Beanstalk',
    suffixes: ['elasticbeanstalk.com'],
    status: 'vulnerable',
    fingerprint: 'NXDOMAIN',
  },
  {
    provider: 'AWS S3',
    suffixes: ['s3.amazonaws.com', 's3-website.amazonaws.com'],
    status: 'vulnerable',
    fingerprint: 'The specified bucket does not exist',
  },
  {
    provider: 'AWS CloudFront',
    suffixes: ['cloudfront.net'],
    status: 'edge case',
    fingerprint: 'ERROR: The request could not be satisfied',
  },
  {
    provider: 'GitHub Pages',
    suffixes: ['github.io'],
    status: 'vulnerable',
    fingerprint: "There isn't a GitHub Pages site here.",
  },
  { provider: 'Heroku', suffixes: ['herokuapp.com', 'herokudns.com'], status: 'edge case', fingerprint: 'No such app' },
  { provider: 'Bitbucket', suffixes: ['bitbucket.io'], status: 'vulnerable', fingerprint: 'Repository not found' },
  {
    provider: 'Ghost',
    suffixes: ['ghost.io'],
    status: 'vulnerable',
    fingerprint: 'Site unavailable.|Failed to resolve DNS path for this host',
  },
  {
    provider: 'Shopify',
    suffixes: ['myshopify.com'],
    status: 'edge case',
    fingerprint: 'Sorry, this shop is currently unavailable.',
  },
  { provider: 'Surge.sh', suffixes: ['surge.sh'], status: 'vulnerable', fingerprint: 'project not found' },
  {
    provider: 'Netlify',
    suffixes: ['netlify.app', 'netlify.com'],
    status: 'edge case',
    fingerprint: 'Not Found - Request ID:',
  },
  { provider: 'Pantheon', suffixes: ['pantheonsite.io'], status: 'vulnerable', fingerprint: '404 error unknown site!' },
  {
    provider: 'Read the Docs',
    suffixes: ['readthedocs.io'],
    status: 'vulnerable',
    fingerprint: 'unknown to Read the Docs',
  },
  {
    provider: 'WordPress.com',
    suffixes: ['wordpress.com'],
    status: 'vulnerable',
    fingerprint: 'Do you want to register',
  },
  {
    provider: 'Help Scout',
    suffixes: ['helpscoutdocs.com'],
    status: 'vulnerable',
    fingerprint: 'No settings were found for this company:',
  },
  { provider: 'Fastly', suffixes: ['fastly.net'], status: 'edge case', fingerprint: 'Fastly error: unknown domain' },
];

/** The provider a CNAME target belongs to, if it is one of the listed suffixes. */
export function takeoverProvider(target: string): TakeoverProvider | null {
  const name = target.replace(/\.$/, '').toLowerCase();
  return (
    TAKEOVER_PROVIDERS.find((p) => p.suffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) ?? null
  );
}
