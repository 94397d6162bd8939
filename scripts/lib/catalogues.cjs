// The message catalogues of the apps (docs/behaviour.md#languages). English is written in the
// code, as each message's defaultMessage; `src/i18n/en.json` is that English, extracted (what a
// translator works from), and `src/i18n/sw.json` the Kiswahili of the same ids. This reads the
// messages out of the code with TypeScript's parser and checks the catalogues against them.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/** The packages that have catalogues: each keeps them in src/i18n/. */
const CATALOGUE_PACKAGES = ['shell', 'shared-ui', 'mfe-public', 'mfe-blog', 'mfe-auth', 'server'];
const TRANSLATIONS = ['sw'];

function sourceFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

function stringOf(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  return undefined;
}

function propertyOf(object, name) {
  return object.properties.find(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  );
}

/**
 * The messages a file declares: `defineMessages({ key: { id, defaultMessage } })`,
 * `defineMessage({ id, defaultMessage })` and `<FormattedMessage id=".." defaultMessage=".." />`.
 * A descriptor whose id or defaultMessage is not a plain string is a problem: it cannot be
 * checked, so it is refused.
 */
function messagesOfFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const messages = [];
  const problems = [];
  const where = (node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${file}:${line + 1}`;
  };
  const descriptor = (object) => {
    const id = stringOf(propertyOf(object, 'id')?.initializer);
    const defaultMessage = stringOf(propertyOf(object, 'defaultMessage')?.initializer);
    if (id === undefined || defaultMessage === undefined) {
      problems.push(`${where(object)}: a message needs a string id and defaultMessage`);
      return;
    }
    messages.push({ id, defaultMessage, where: where(object) });
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [argument] = node.arguments;
      if (node.expression.text === 'defineMessages' && argument) {
        if (!ts.isObjectLiteralExpression(argument)) {
          problems.push(`${where(node)}: defineMessages takes an object literal`);
        } else {
          for (const property of argument.properties) {
            if (
              ts.isPropertyAssignment(property) &&
              ts.isObjectLiteralExpression(property.initializer)
            ) {
              descriptor(property.initializer);
            } else problems.push(`${where(property)}: each message is an object literal`);
          }
        }
      }
      if (node.expression.text === 'defineMessage' && argument) {
        if (ts.isObjectLiteralExpression(argument)) descriptor(argument);
        else problems.push(`${where(node)}: defineMessage takes an object literal`);
      }
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'FormattedMessage'
    ) {
      const attribute = (name) =>
        node.attributes.properties.find(
          (property) => ts.isJsxAttribute(property) && property.name.getText(source) === name,
        );
      const idAttribute = attribute('id');
      if (idAttribute) {
        const id = stringOf(idAttribute.initializer);
        const defaultMessage = stringOf(attribute('defaultMessage')?.initializer);
        if (id === undefined || defaultMessage === undefined) {
          problems.push(`${where(node)}: FormattedMessage needs a string id and defaultMessage`);
        } else messages.push({ id, defaultMessage, where: where(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { messages, problems };
}

/** Every message of a package's src/, by id; two different messages under one id are a problem. */
function extract(root, pkg) {
  const byId = new Map();
  const problems = [];
  for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
    const found = messagesOfFile(file);
    problems.push(...found.problems.map((problem) => path.relative(root, problem)));
    for (const message of found.messages) {
      const before = byId.get(message.id);
      if (before && before.defaultMessage !== message.defaultMessage) {
        problems.push(
          `${path.relative(root, message.where)}: id '${message.id}' is already '${before.defaultMessage}' (${path.relative(root, before.where)})`,
        );
      }
      byId.set(message.id, message);
    }
  }
  const english = Object.fromEntries(
    [...byId.values()]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(({ id, defaultMessage }) => [id, defaultMessage]),
  );
  return { english, problems };
}

/** The arguments and tags a message uses: '{name} at <b>{time, time}</b>' has name, time and b. */
function placeholders(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(`${element.value}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function catalogueFile(root, pkg, locale) {
  return path.join(root, pkg, 'src', 'i18n', `${locale}.json`);
}

function readCatalogue(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * What is wrong with a package's catalogues: en.json not the code's English, an id missing from
 * or unused in a translation, an empty translation, a message that does not parse, or one whose
 * placeholders differ from the English.
 */
function checkPackage(root, pkg) {
  const { english, problems } = extract(root, pkg);
  const relative = (file) => path.relative(root, file);
  const enFile = catalogueFile(root, pkg, 'en');
  const recorded = readCatalogue(enFile);
  if (JSON.stringify(recorded) !== JSON.stringify(english)) {
    problems.push(`${relative(enFile)} is not the code's English: run npm run catalogues`);
  }
  const englishPlaceholders = {};
  for (const [id, message] of Object.entries(english)) {
    try {
      englishPlaceholders[id] = placeholders(message);
    } catch (error) {
      problems.push(`${pkg}: '${id}' does not parse: ${error.message}`);
    }
  }
  for (const locale of TRANSLATIONS) {
    const file = catalogueFile(root, pkg, locale);
    const translated = readCatalogue(file);
    if (!translated) {
      problems.push(`${relative(file)} is missing`);
      continue;
    }
    for (const id of Object.keys(english)) {
      if (!(id in translated)) problems.push(`${relative(file)}: '${id}' is missing`);
    }
    for (const [id, message] of Object.entries(translated)) {
      if (!(id in english)) {
        problems.push(`${relative(file)}: '${id}' is not used in the code`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${relative(file)}: '${id}' is empty`);
        continue;
      }
      try {
        const have = placeholders(message).join(', ');
        const want = (englishPlaceholders[id] ?? []).join(', ');
        if (have !== want) {
          problems.push(`${relative(file)}: '${id}' has {${have}} where English has {${want}}`);
        }
      } catch (error) {
        problems.push(`${relative(file)}: '${id}' does not parse: ${error.message}`);
      }
    }
  }
  return problems;
}

/** Writes each package's en.json from its code; answers the files that changed. */
function writeEnglish(root) {
  const changed = [];
  for (const pkg of CATALOGUE_PACKAGES) {
    const { english } = extract(root, pkg);
    const file = catalogueFile(root, pkg, 'en');
    const text = `${JSON.stringify(english, null, 2)}\n`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      changed.push(path.relative(root, file));
    }
  }
  return changed;
}

module.exports = {
  CATALOGUE_PACKAGES,
  TRANSLATIONS,
  extract,
  placeholders,
  checkPackage,
  writeEnglish,
  messagesOfFile,
};
