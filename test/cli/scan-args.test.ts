import { expect } from 'chai';
import { isBelow, parseScanArgs, type ScanCommand, UsageError } from '../../cli/scan-args.js';
import { MODULE_NAMES, QUICK_MODULES } from '../../core/scan-model/module-names.js';

describe('cli: rampart scan arguments', () => {
  const parse = (...argv: string[]): ScanCommand => {
    const command = parseScanArgs(argv, false);
    if (command === 'help') throw new Error('unexpected help');
    return command;
  };
  const usage = (...argv: string[]) => {
    expect(() => parse(...argv)).to.throw(UsageError);
    try {
      parse(...argv);
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  };

  it('defaults to all fifteen modules, text, no threshold', () => {
    expect(parse('scan', 'example.com')).to.deep.equal({
      domain: 'example.com',
      modules: [...MODULE_NAMES],
      dkimSelectors: [],
      format: 'text',
      failBelow: null,
      progress: false,
    });
  });

  it('reads --quick, --modules, repeated --dkim-selector, --format and --fail-below', () => {
    expect(parse('scan', 'x.com', '--quick').modules).to.deep.equal([...QUICK_MODULES]);
    const command = parse(
      'scan',
      'x.com',
      '--modules',
      'ssl,ports,ssl',
      '--dkim-selector',
      'a',
      '--dkim-selector',
      'b',
      '--format',
      'json',
      '--fail-below',
      'b',
    );
    expect(command).to.deep.include({
      modules: ['ssl', 'ports'],
      dkimSelectors: ['a', 'b'],
      format: 'json',
      failBelow: 'B',
    });
  });

  it('refuses bad usage with a message that says what is wrong', () => {
    expect(usage('scan')).to.match(/exactly one domain/);
    expect(usage('scna', 'x.com')).to.match(/unknown command "scna"/);
    expect(usage('scan', 'x.com', '--modules', 'ssl,tls')).to.match(/unknown module tls/);
    expect(usage('scan', 'x.com', '--format', 'xml')).to.match(/text or json/);
    expect(usage('scan', 'x.com', '--fail-below', 'A+')).to.match(/A, B, C, D, F/);
    expect(usage('scan', 'x.com', '--quick', '--modules', 'ssl')).to.match(/cannot be combined/);
    expect(usage('scan', 'x.com', '--bogus')).to.match(/bogus/);
  });

  it('answers help', () => {
    expect(parseScanArgs(['--help'], false)).to.equal('help');
  });

  it('compares grades for --fail-below', () => {
    expect(isBelow('C', 'B')).to.equal(true);
    expect(isBelow('B', 'B')).to.equal(false);
    expect(isBelow('A', 'F')).to.equal(false);
  });
});
