import { expect } from 'chai';
import { PLANS } from '../../../core/plans/plan-catalogue.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

forEachDatabase('pricing (public)', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('GET /v1/pricing/plans lists all six plans of the catalogue without credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/pricing/plans' });
    expect(response.statusCode).to.equal(200);
    const plans = response.json() as Record<string, unknown>[];
    expect(plans.map((plan) => plan.id)).to.deep.equal([
      'free',
      'starter',
      'professional',
      'msp',
      'enterprise',
      'custom',
    ]);
    const free = plans[0];
    expect(free).to.deep.equal({
      id: 'free',
      name: 'Free',
      tier: 'free',
      price_monthly_usd: 0,
      price_yearly_usd: 0,
      scans_per_month: 10,
      domain_slots: 1,
      webhook_endpoints: 1,
      rate_limits: { per_minute: 120, per_hour: 1200, per_day: 5000, concurrent: 5, burst: 20 },
      features: {
        pdf_reports: true,
        webhooks: true,
        white_label_pdf: false,
        automation_integration: false,
        monitoring_frequencies: ['daily', 'weekly'],
      },
      purchasable: false,
      legacy: false,
    });
    const custom = plans[5] as { price_monthly_usd: unknown; scans_per_month: unknown; purchasable: boolean };
    expect([custom.price_monthly_usd, custom.scans_per_month, custom.purchasable]).to.deep.equal([null, null, false]);
    expect(plans.filter((plan) => plan.legacy).map((plan) => plan.id)).to.deep.equal(['starter', 'msp']);
    // The rate rows of docs/api-contract.md "Rate limits", in order.
    expect(plans.map((plan) => (plan.rate_limits as { per_minute: number }).per_minute)).to.deep.equal([
      120, 150, 300, 450, 600, 1000,
    ]);
  });

  it('GET /v1/pricing/plans/{plan_id} gives one plan; 404 for an unknown id', async () => {
    const pro = await t.app.inject({ method: 'GET', url: '/v1/pricing/plans/professional' });
    expect(pro.statusCode).to.equal(200);
    expect(pro.json()).to.include({
      id: 'professional',
      price_monthly_usd: 99,
      scans_per_month: 1000,
      purchasable: true,
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/pricing/plans/platinum' });
    expect(unknown.statusCode).to.equal(404);
    expect(unknown.json()).to.deep.equal({ detail: 'Plan not found' });
  });

  it('GET /v1/pricing/compare: rows are features and limits, columns are plans', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/pricing/compare' });
    expect(response.statusCode).to.equal(200);
    const body = response.json() as {
      plans: { id: string }[];
      rows: { key: string; values: Record<string, unknown>; docs?: string }[];
    };
    expect(body.plans.map((plan) => plan.id)).to.deep.equal(PLANS.map((plan) => plan.id));
    const row = (key: string) => body.rows.find((r) => r.key === key)?.values;
    expect(row('scans_per_month')).to.deep.equal({
      free: 10,
      starter: 50,
      professional: 1000,
      msp: 1500,
      enterprise: 5000,
      custom: null,
    });
    expect(row('burst')).to.include({ free: 20, custom: 200 });
    expect(row('white_label_pdf')).to.include({ free: false, msp: true });
    for (const r of body.rows) expect(Object.keys(r.values)).to.have.length(6);
    // The integration's row links to its documentation; the others have none.
    expect(body.rows.filter((r) => r.docs).map((r) => [r.key, r.docs])).to.deep.equal([
      ['automation_integration', 'docs/integrations.md'],
    ]);
    expect(row('automation_integration')).to.include({ free: false, professional: true });
  });

  it('lists the pricing routes in GET / and the OpenAPI document', async () => {
    const index = (await t.app.inject({ method: 'GET', url: '/' })).json();
    expect(Object.values(index.endpoints)).to.include.members([
      '/v1/pricing/plans',
      '/v1/pricing/plans/{plan_id}',
      '/v1/pricing/compare',
    ]);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths).to.have.property('/v1/pricing/compare');
  });
});
