/**
 * The service map of GET / (api/system/service-map.ts) comes from the routes as they are registered:
 * a route added later (a new feature, here a test plugin) appears; an opted-out one does not.
 */
import { expect } from 'chai';
import { openApiPath, serviceMapKey } from '../../../api/system/service-map.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

describe('service map: derived from the registered routes', () => {
  it('writes parameters as in the OpenAPI document and keys paths without /v1 and parameters', () => {
    expect(openApiPath('/v1/scan/jobs/:job_id/report')).to.equal('/v1/scan/jobs/{job_id}/report');
    const keys: [string, string][] = [
      ['/health', 'health'],
      ['/health/live', 'health_live'],
      ['/v1/auth/api-key/regenerate', 'auth_api_key_regenerate'],
      ['/v1/scan/jobs/{job_id}', 'scan_jobs'],
      ['/v1/scan/jobs/{job_id}/report', 'scan_jobs_report'],
      ['/v1/badge/{domain}.svg', 'badge'],
    ];
    for (const [path, key] of keys) expect(serviceMapKey(path), path).to.equal(key);
  });

  it('lists a route registered later, each path once, and leaves out opted-out routes', async () => {
    const database = testDatabases()[0];
    if (!database) throw new Error('no test database');
    const t = await buildTestApp(database, {}, [
      async (app) => {
        app.get('/v1/widgets/:widget_id', async () => ({}));
        app.delete('/v1/widgets/:widget_id', async () => ({}));
        app.post('/v1/widgets/internal', { config: { serviceMap: false } }, async () => ({}));
      },
    ]);
    try {
      const { endpoints } = (await t.app.inject({ method: 'GET', url: '/' })).json();
      expect(endpoints.widgets).to.equal('/v1/widgets/{widget_id}');
      const paths = Object.values(endpoints as Record<string, string>);
      expect(paths.filter((path) => path === '/v1/widgets/{widget_id}')).to.have.length(1);
      expect(paths).to.not.include('/v1/widgets/internal');
    } finally {
      await t.close();
    }
  });
});
