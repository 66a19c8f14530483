/**
 * White-label branding (docs/api-contract.md "Plan gates"): the plan gate on Free, the sanitised logo, and the
 * company name on the cover and in every footer of a report rendered on a higher plan.
 */
import { expect } from 'chai';
import { User } from '../../db/entities/user.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { completedJob, folded, pdfPages } from './report-kit.js';

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" onload="alert(1)"><script>alert(1)</script>' +
  '<image href="http://127.0.0.1:9/x.png"/><rect width="40" height="40" fill="#0b6e4f"/></svg>';

forEachDatabase('white-label PDF branding', (database) => {
  let t: TestApp;
  after(async () => t?.close());
  before(async () => {
    t = await buildTestApp(database);
  });

  const put = (apiKey: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/settings/branding',
      headers: { authorization: `Bearer ${apiKey}` },
      payload,
    });

  it('is the plan-gate 403 on Free, whatever the body, while the PDF itself stays available', async function () {
    this.timeout(60_000);
    const free = await signUp(t.app);
    const refused = await put(free.apiKey, { company_name: 'Acme Audit' });
    expect(refused.statusCode).to.equal(403);
    expect(refused.json().detail).to.match(/^White-label PDF branding is not included in the Free plan/);
    expect((await put(free.apiKey, { nonsense: true })).statusCode).to.equal(403);
    const job = await completedJob(t.db, free.id);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/compliance/reports/${job.id}/pdf`,
      headers: { authorization: `Bearer ${free.apiKey}` },
    });
    expect(pdf.statusCode).to.equal(200);
  });

  it('stores a sanitised logo and prints the company name on the cover and every footer on a higher plan', async function () {
    this.timeout(60_000);
    const pro = await signUp(t.app);
    await t.db.manager.update(User, { id: pro.id }, { plan: 'enterprise' });
    const logo = { content_type: 'image/svg+xml', data_base64: Buffer.from(HOSTILE_SVG).toString('base64') };
    const saved = await put(pro.apiKey, { company_name: 'Acme Audit Partners', accent_color: '#0B6E4F', logo });
    expect(saved.statusCode, saved.body).to.equal(200);
    const body = saved.json();
    expect(body).to.include({
      company_name: 'Acme Audit Partners',
      accent_color: '#0b6e4f',
      custom: true,
      applies_to_new_reports: true,
    });
    const stored = Buffer.from(body.logo.data_base64, 'base64').toString('utf8');
    expect(stored).to.include('<rect').and.not.include('script').and.not.include('onload').and.not.include('image');

    const notPng = await put(pro.apiKey, {
      company_name: 'Acme',
      logo: { content_type: 'image/png', data_base64: 'aGVsbG8=' },
    });
    expect([notPng.statusCode, notPng.json()]).to.deep.equal([
      422,
      { detail: [{ field: 'logo.data_base64', message: 'Not a PNG image (or larger than 4096x4096 pixels)' }] },
    ]);
    const huge = Buffer.alloc(260 * 1024, 1).toString('base64');
    const tooLarge = await put(pro.apiKey, {
      company_name: 'Acme',
      logo: { content_type: 'image/svg+xml', data_base64: huge },
    });
    expect(tooLarge.json()).to.deep.equal({
      detail: [{ field: 'logo.data_base64', message: 'Logo must be at most 256 KB' }],
    });

    const job = await completedJob(t.db, pro.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/compliance/reports/${job.id}/pdf`,
      headers: { authorization: `Bearer ${pro.apiKey}` },
    });
    expect(response.statusCode).to.equal(200);
    const pages = pdfPages(response.rawPayload);
    expect(folded(pages[0] ?? ''))
      .to.include('Acme Audit Partners')
      .and.not.include('RAMPART');
    for (const [i, page] of pages.entries()) {
      expect(folded(page), `page ${i + 1}`).to.include('Acme Audit Partners · Security assessment');
    }

    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/settings/branding',
      headers: { authorization: `Bearer ${pro.apiKey}` },
    });
    expect(read.json().company_name).to.equal('Acme Audit Partners');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v1/settings/branding',
      headers: { authorization: `Bearer ${pro.apiKey}` },
    });
    expect(removed.statusCode).to.equal(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/v1/settings/branding',
      headers: { authorization: `Bearer ${pro.apiKey}` },
    });
    // A settings resource with nothing set reads as its defaults, not 404.
    expect([gone.statusCode, gone.json()]).to.deep.equal([
      200,
      {
        company_name: 'Rampart',
        accent_color: '#1a3d6d',
        logo: null,
        custom: false,
        applies_to_new_reports: true,
        updated_at: null,
      },
    ]);
  });
});
