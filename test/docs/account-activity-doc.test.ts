/** docs/account-activity.md lists exactly the activity types and actors of core/account-activity/activity-types.ts. */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import {
  ACCOUNT_ACTIVITY_ACTORS,
  ACCOUNT_ACTIVITY_TYPE_NAMES,
  ACCOUNT_ACTIVITY_TYPES,
} from '../../core/account-activity/activity-types.js';

const doc = readFileSync(new URL('../../docs/account-activity.md', import.meta.url), 'utf8');
/** The first column of each row of the table under `heading`, without its backticks. */
function firstColumn(heading: string): string[] {
  const section = doc.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => line.split('|')[1]?.trim().replaceAll('`', '') ?? '');
}

describe('docs/account-activity.md', () => {
  it('lists every activity type, with its label and description, and no other', () => {
    expect(firstColumn('Types')).to.deep.equal(ACCOUNT_ACTIVITY_TYPE_NAMES);
    for (const name of ACCOUNT_ACTIVITY_TYPE_NAMES) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\``)) ?? '';
      expect(row, name).to.include(ACCOUNT_ACTIVITY_TYPES[name].label);
      expect(row, name).to.include(ACCOUNT_ACTIVITY_TYPES[name].description);
    }
  });

  it('lists every actor', () => {
    expect([...firstColumn('Actors')].sort()).to.deep.equal([...ACCOUNT_ACTIVITY_ACTORS].sort());
  });
});
