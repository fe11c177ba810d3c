// node --test tools/eslint/rules (make lint): what the clock-tag rule accepts and refuses.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './clock-tag.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const spec = 'e2e/tests/example.spec.ts';
const untagged = (what) => ({ messageId: 'untagged', data: { what } });

tester.run('clock-tag', rule, {
  valid: [
    { filename: spec, code: "test('a', { tag: '@clock' }, async () => { testNow(); });" },
    { filename: spec, code: "test('a', { tag: ['@slow', '@clock'] }, async () => { expect('Jetzt geöffnet'); });" },
    { filename: spec, code: "test.describe('b @clock', () => { test('a', async () => { testNow(); }); });" },
    { filename: spec, code: "const when = () => testNow(); test('a', { tag: '@clock' }, async () => { when(); });" },
    {
      filename: spec,
      code: "const OPEN = { x: '3 Standorte geöffnet' }; test('a', { tag: '@clock' }, async () => OPEN.x);",
    },
    // 'Abgeschlossen' is an order's state, not the shop's
    { filename: spec, code: "test('a', async () => { expect('Abgeschlossen: Ticket'); });" },
    { filename: spec, code: "test('a', async () => { new Date(); });" },
    { filename: 'e2e/tests/support/clock.ts', code: 'export function testNow() {} testNow();' },
  ],
  invalid: [
    { filename: spec, code: "test('a', async () => { testNow(); });", errors: [untagged('testNow()')] },
    {
      filename: spec,
      code: "test('a', async () => process.env.TEST_CLOCK);",
      errors: [untagged('process.env.TEST_CLOCK')],
    },
    {
      filename: spec,
      code: "test('a', async ({ testClock }) => { Date.parse(testClock); });",
      errors: [untagged('testClock'), untagged('testClock')],
    },
    {
      filename: spec,
      code: "test('a', async () => { expect(/Derzeit haben wir leider geschlossen/); });",
      errors: [untagged('„Derzeit haben wir leider geschlossen“')],
    },
    {
      filename: spec,
      code: "test('a', async () => { expect(`Wir öffnen wieder am ${day}`); });",
      errors: [untagged('„Wir öffnen wieder am “')],
    },
    {
      filename: spec,
      code: "function soon() { return testNow(); } const later = () => soon(); test('a', async () => { later(); });",
      errors: [untagged('later (soon (testNow()))')],
    },
    {
      filename: spec,
      code: "test.describe('b', () => { test('a', { tag: '@slow' }, async () => { testNow(); }); });",
      errors: [untagged('testNow()')],
    },
    { filename: spec, code: 'const today = testNow();', errors: [{ messageId: 'atLoad' }] },
    {
      filename: 'e2e/tests/support/orders.ts',
      code: 'export const due = () => testNow();',
      errors: [{ messageId: 'helper' }],
    },
  ],
});
