// The message catalogues (scripts/lib/catalogues.cjs): every app's are complete and agree with
// its code, and the check itself finds what it is for.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, describe, expect, test } = require('@jest/globals');
const { CATALOGUE_PACKAGES, checkPackage, placeholders } = require('./lib/catalogues.cjs');

const root = path.join(__dirname, '..');

test.each(CATALOGUE_PACKAGES)('%s: en.json is the code, sw.json translates all of it', (pkg) => {
  expect(checkPackage(root, pkg)).toEqual([]);
});

test('placeholders are read from arguments, tags, plurals and selects', () => {
  expect(
    placeholders('Hello {name}, <b>{count, plural, one {# slot} other {# slots}}</b>'),
  ).toEqual(['b', 'count', 'name']);
  expect(placeholders('{kind, select, dog {Mbwa {name}} other {Mnyama}}')).toEqual([
    'kind',
    'name',
  ]);
});

describe('the check of a package', () => {
  let dir;
  const write = (file, text) => {
    const full = path.join(dir, 'app', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  };
  const catalogues = (en, sw) => {
    write('src/i18n/en.json', JSON.stringify(en));
    if (sw) write('src/i18n/sw.json', JSON.stringify(sw));
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
    write(
      'src/page.tsx',
      [
        "const m = defineMessages({ hi: { id: 'page.hi', defaultMessage: 'Hello {name}' } });",
        "export const P = () => <FormattedMessage id='page.bye' defaultMessage='Goodbye' />;",
      ].join('\n'),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const english = { 'page.bye': 'Goodbye', 'page.hi': 'Hello {name}' };

  test('passes complete catalogues', () => {
    catalogues(english, { 'page.hi': 'Habari {name}', 'page.bye': 'Kwaheri' });
    expect(checkPackage(dir, 'app')).toEqual([]);
  });

  test('finds a missing key, an unused key and different placeholders', () => {
    catalogues(english, { 'page.hi': 'Habari {jina}', 'page.old': 'Zamani' });
    expect(checkPackage(dir, 'app')).toEqual([
      "app/src/i18n/sw.json: 'page.bye' is missing",
      "app/src/i18n/sw.json: 'page.hi' has {jina} where English has {name}",
      "app/src/i18n/sw.json: 'page.old' is not used in the code",
    ]);
  });

  test('finds an en.json behind the code, a missing translation file and a bad message', () => {
    catalogues({ 'page.hi': 'Hello {name}' });
    expect(checkPackage(dir, 'app')).toEqual([
      "app/src/i18n/en.json is not the code's English: run npm run catalogues",
      'app/src/i18n/sw.json is missing',
    ]);
    catalogues(english, { 'page.hi': 'Habari {name', 'page.bye': ' ' });
    const problems = checkPackage(dir, 'app');
    expect(problems).toContain("app/src/i18n/sw.json: 'page.bye' is empty");
    expect(problems.some((problem) => problem.includes("'page.hi' does not parse"))).toBe(true);
  });

  test('refuses a message it cannot read and one id with two texts', () => {
    write(
      'src/other.tsx',
      [
        "const m = defineMessages({ hi: { id: 'page.hi', defaultMessage: 'Hi {name}' } });",
        'const n = defineMessages({ x: { id: someId, defaultMessage: `text` } });',
      ].join('\n'),
    );
    catalogues(english, { 'page.hi': 'Habari {name}', 'page.bye': 'Kwaheri' });
    const problems = checkPackage(dir, 'app');
    expect(problems).toContain(
      'app/src/other.tsx:2: a message needs a string id and defaultMessage',
    );
    expect(problems.some((problem) => problem.includes("id 'page.hi' is already"))).toBe(true);
  });
});
