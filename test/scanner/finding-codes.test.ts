/**
 * The outcome codes of every module (findings.ts): each check declares its possible results
 * (MDN Observatory style), and the declarations, the findings tables and the checks' source are held
 * to one another, so no check can return a code without wording and no wording is left unused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { MODULE_NAMES, type ModuleName } from '../../core/scan-model/module-names.js';
import type { CheckOutcome, ScannerModule } from '../../scanner/modules/module.js';
import { SCANNER_MODULES } from '../../scanner/modules/registry.js';
import { checkResult } from '../../scanner/modules/run-module.js';

const SEGMENT = '[a-z0-9_]+';
/** `pass`, `pass.<variant>`, `unknown.<reason>`, or one failure name. */
const OUTCOME = new RegExp(`^(pass(\\.${SEGMENT})?|unknown\\.${SEGMENT}|${SEGMENT})$`);

const modules = MODULE_NAMES.map(
  // biome-ignore lint/suspicious/noExplicitAny: each module has its own evidence type.
  (name) => SCANNER_MODULES[name] as ScannerModule<any>,
);

/** Where a module's code lives: its folder under scanner/modules/. */
const folderOf = (name: ModuleName) => join('scanner/modules', name.replace(/_/g, '-'));

/** Every quoted string and template literal in a module's checks (not its findings table). */
function literalsOf(name: ModuleName): { plain: Set<string>; templates: RegExp[] } {
  const folder = folderOf(name);
  const sources = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.findings.ts'))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
  const plain = new Set<string>();
  const templates: RegExp[] = [];
  for (const source of sources) {
    for (const match of source.matchAll(/'([^'\n]*)'/g)) plain.add(match[1]!);
    for (const match of source.matchAll(/`([^`]*)`/g)) {
      const body = match[1]!;
      if (!body.includes('${')) plain.add(body);
      else {
        const pattern = body
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[a-z0-9_.]+');
        templates.push(new RegExp(`^${pattern}$`));
      }
    }
  }
  return { plain, templates };
}

describe('scanner: finding codes', () => {
  it('gives every module a findings table of its own', () => {
    for (const module of modules) {
      expect(module.findings.module, module.name).to.equal(module.name);
    }
  });

  for (const module of modules) {
    describe(module.name, () => {
      const table = module.findings;
      const ids = module.checks.map((check) => check.id);

      it('declares, per check, unique possible outcomes that match the scheme', () => {
        expect(new Set(ids).size, 'check ids').to.equal(ids.length);
        for (const check of module.checks) {
          const outcomes = check.outcomes;
          expect(outcomes, `${check.id} declares no outcome`).to.not.be.empty;
          expect(new Set(outcomes).size, `${check.id} declares an outcome twice`).to.equal(outcomes.length);
          for (const outcome of outcomes) expect(outcome, `${module.name}.${check.id}`).to.match(OUTCOME);
          expect(
            outcomes.filter((o) => o === 'pass' || o.startsWith('pass.')),
            `${check.id} can never pass`,
          ).to.not.be.empty;
        }
      });

      it('has wording for exactly the declared codes: none missing, none unused', () => {
        const declared = module.checks.flatMap((check) =>
          check.outcomes.map((outcome) => `${module.name}.${check.id}.${outcome}`),
        );
        expect(new Set(table.codes).size, 'table codes').to.equal(table.codes.length);
        expect([...declared].sort()).to.deep.equal([...table.codes].sort());
      });

      it('words each code as its shape says: a pass or unknown has no issue, a failure has all three fields', () => {
        for (const code of table.codes) {
          const outcome = code.split('.').slice(2).join('.');
          const status = table.statusOf(code);
          if (outcome === 'pass' || outcome.startsWith('pass.')) expect(status, code).to.equal('pass');
          else if (outcome.startsWith('unknown.')) expect(status, code).to.equal('unknown');
          else {
            expect(status, code).to.equal('fail');
            expect(table.severityOf(code), code).to.be.oneOf(['critical', 'high', 'medium', 'low']);
          }
          if (status !== 'fail') expect(table.severityOf(code), code).to.equal(null);
        }
      });

      it('returns every code somewhere in its checks (no wording for an outcome no check reaches)', () => {
        const { plain, templates } = literalsOf(module.name);
        const prefix = `${module.name}.`;
        const unreached = table.codes
          .map((code) => code.slice(prefix.length))
          .filter((code) => !plain.has(code) && !templates.some((template) => template.test(code)));
        expect(unreached, `codes no check source names (write them as '<check>.<outcome>')`).to.deep.equal([]);
      });
    });
  }

  it('refuses an outcome a check did not declare', () => {
    const module = modules.find((m) => m.name === 'dns_email')!;
    const check = module.checks[0]!;
    const liar = {
      ...check,
      run: (): CheckOutcome => ({
        status: 'fail',
        code: 'dns_email.spf_syntax.syntax_errors',
        params: {},
        evidence: [],
      }),
    };
    expect(() => checkResult(module, liar, {}, 'example.test')).to.throw(/does not declare/);
  });
});
