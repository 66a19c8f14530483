import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger } from '@temporalio/worker';
import { expect } from 'chai';
import { WORKFLOW_INTERCEPTOR_MODULES } from '../../workers/tracing-interceptors.js';
import { WORKFLOWS } from '../../workflows/definitions.js';
import { TEMPORAL_WORKFLOWS_PATH } from '../../workflows/temporal/entry-path.js';

const quiet = new DefaultLogger('WARN');
/** The refused bundle's webpack report is expected; keep it out of the test output. */
const mute = new DefaultLogger('ERROR', () => undefined);
const WORKFLOWS_DIR = new URL('../../workflows/', import.meta.url);

describe('Temporal: the workflow bundle', function () {
  this.timeout(60_000);

  it('bundles the workflows for the sandbox, with the tracing interceptors, exporting every workflow type', async () => {
    const { code } = await bundleWorkflowCode({
      workflowsPath: TEMPORAL_WORKFLOWS_PATH,
      workflowInterceptorModules: WORKFLOW_INTERCEPTOR_MODULES,
      logger: quiet,
    });
    for (const name of Object.keys(WORKFLOWS)) expect(code, name).to.match(new RegExp(`function ${name}\\(`));
  });

  it('is a real check: workflow code that imports a node: module does not bundle', async () => {
    const unsafe = fileURLToPath(new URL('./fixtures/node-import.workflow.ts', import.meta.url));
    let failure: unknown;
    await bundleWorkflowCode({ workflowsPath: unsafe, logger: mute }).catch((error) => {
      failure = error;
    });
    expect(String(failure)).to.match(/Webpack finished with errors/);
    expect(String(failure)).to.not.match(/Can't resolve '@temporalio/);
  });

  it('keeps shared workflow code free of clocks, timers, randomness and node: imports', () => {
    // The Temporal sandbox would hide these, but the embedded engine replays the same functions:
    // time and waiting must go through the runtime, or a resumed run would take another path.
    const files = readdirSync(WORKFLOWS_DIR).filter((name) => name.endsWith('.ts'));
    expect(files).to.include.members(['scan.workflow.ts', 'batch.workflow.ts', 'quick-assessment.workflow.ts']);
    for (const name of files.filter((file) => file.endsWith('.workflow.ts'))) {
      const source = readFileSync(new URL(name, WORKFLOWS_DIR), 'utf8');
      expect(source, name).not.to.match(/Date\.now|new Date\(|setTimeout|setInterval|Math\.random|from 'node:/);
    }
  });
});
