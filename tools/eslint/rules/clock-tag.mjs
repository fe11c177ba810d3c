// e2e specs that read the hour or the weekday carry the tag @clock: `make e2e` runs the whole suite once (at
// Wednesday noon) and the @clock specs again at two other instants. A spec reads the clock when it calls testNow(),
// reads TEST_CLOCK or the testClock fixture or expects an opening state ('geöffnet', 'geschlossen', 'öffnen wieder'); so does a call of a
// helper of the same file that does. Each such read must sit in a test or describe tagged '@clock'.

const OPENING_STATE = /\b(geöffnet|geschlossen)\b|öffnen wieder/i;
const TAG = '@clock';
const TEST_CALLEES = new Set([
  'test',
  'test.describe',
  'test.describe.serial',
  'test.describe.parallel',
  'test.only',
  'test.describe.only',
]);

function calleeName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = calleeName(node.object);
    return object && `${object}.${node.property.name}`;
  }
  return null;
}

function text(node) {
  if (!node) return '';
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : '';
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return '';
}

function tagged(call) {
  if (text(call.arguments[0]).includes(TAG)) return true;
  const details = call.arguments[1];
  if (details?.type !== 'ObjectExpression') return false;
  return details.properties.some((property) => {
    if (property.type !== 'Property' || (property.key.name ?? property.key.value) !== 'tag') return false;
    const values = property.value.type === 'ArrayExpression' ? property.value.elements : [property.value];
    return values.some((value) => text(value) === TAG);
  });
}

/**
 * The top-level name a node belongs to: a function (declaration or `const name = () => ...`), whose calls then
 * read what it reads, or a constant holding expected opening states, whose uses then expect them. A clock read
 * in any other top-level code runs when the file loads (null).
 */
function topLevelName(ancestors, node, isClockCall) {
  const statement = ancestors[1];
  if (!statement) return null;
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (declaration?.type === 'FunctionDeclaration') return declaration.id?.name ?? null;
  if (declaration?.type === 'VariableDeclaration') {
    const declarator = declaration.declarations.find((item) => ancestors.includes(item));
    const init = declarator?.init;
    if (declarator?.id.type !== 'Identifier' || !init) return null;
    if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return declarator.id.name;
    // an instant computed when the file loads is stale in the test; expected texts are only data
    if (!isClockCall(node)) return declarator.id.name;
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'e2e specs that read the clock or an opening state are tagged @clock' },
    messages: {
      untagged:
        "{{what}} hängt von Uhrzeit oder Wochentag ab: der Test (oder sein describe) braucht { tag: '@clock' }, damit er zu allen drei Zeitpunkten läuft.",
      atLoad: '{{what}} liest die Uhr schon beim Laden der Datei: in den (mit @clock markierten) Test verschieben.',
      helper: 'Hilfsmodule lesen die Uhr nicht selbst: den Zeitpunkt (testNow()) aus dem Test als Parameter übergeben.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const isSpec = filename.endsWith('.spec.ts');
    const isClockModule = filename.endsWith('/support/clock.ts');
    const source = context.sourceCode;
    const reads = []; // [node, what]
    const uses = []; // every identifier read: candidates for uses of helpers and constants that read the clock

    function read(node, what) {
      reads.push([node, what]);
    }

    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'testNow') read(node, 'testNow()');
      },
      Identifier(node) {
        const parent = node.parent;
        const declares =
          (parent.type === 'VariableDeclarator' && parent.id === node) ||
          (parent.type === 'FunctionDeclaration' && parent.id === node) ||
          (parent.type === 'Property' && parent.key === node && !parent.computed) ||
          (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
          parent.type.startsWith('Import');
        if (declares) return;
        uses.push(node);
        // the worker's instant, a fixture of support/clock.ts
        if (node.name === 'testClock') read(node, 'testClock');
      },
      MemberExpression(node) {
        if (calleeName(node) === 'process.env.TEST_CLOCK') read(node, 'process.env.TEST_CLOCK');
      },
      Literal(node) {
        const value = node.regex ? node.regex.pattern : node.value;
        if (typeof value === 'string' && OPENING_STATE.test(value)) read(node, `„${value.slice(0, 40)}“`);
      },
      TemplateElement(node) {
        if (OPENING_STATE.test(node.value.cooked ?? '')) read(node, `„${(node.value.cooked ?? '').slice(0, 40)}“`);
      },
      'Program:exit'() {
        if (!isSpec) {
          if (!isClockModule)
            for (const [node] of reads.filter(([, what]) => what === 'testNow()'))
              context.report({ node, messageId: 'helper' });
          return;
        }
        const helpers = new Map(); // helper name -> what it reads
        const pending = [...reads];
        const seen = new Set();
        while (pending.length) {
          const [node, what] = pending.shift();
          if (seen.has(node)) continue;
          seen.add(node);
          const ancestors = source.getAncestors(node);
          const tests = ancestors.filter(
            (item) => item.type === 'CallExpression' && TEST_CALLEES.has(calleeName(item.callee)),
          );
          if (tests.some(tagged)) continue;
          if (tests.length) {
            context.report({ node, messageId: 'untagged', data: { what } });
            continue;
          }
          const helper = topLevelName(
            ancestors,
            node,
            (item) => item.type === 'CallExpression' || item.type === 'MemberExpression',
          );
          if (!helper) {
            context.report({ node, messageId: 'atLoad', data: { what } });
            continue;
          }
          if (helpers.has(helper)) continue;
          helpers.set(helper, what);
          for (const use of uses) if (use.name === helper) pending.push([use, `${helper} (${what})`]);
        }
      },
    };
  },
};
