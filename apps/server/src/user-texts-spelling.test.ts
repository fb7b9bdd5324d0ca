import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The product speaks American English (the spec's organization, center, fulfillment), one spelling throughout
 * ("licence" beside "license", "colour" beside "color", "e-mail" beside "email").
 * Every text a user can read (string literals, template texts and JSX text of the shipped code) is checked.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHIPPED = [
  'packages/ui/src',
  'packages/domain/src',
  'packages/trpc/src',
  'apps/server/src',
  'apps/web/src',
  // The English message catalogue: the product's texts, the other languages aside.
  'packages/i18n/src/messages/en',
];

/**
 * A message key of the catalogue ("fulfilment.escrow.held"), or the head of one a template literal completes
 * ("fulfilment.escrowMoney.titles.${key}"): a name in code, not a text anyone reads.
 */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+\.?$/;
/** A screen a route names by its folder ("fulfilment/PaymentDashboardScreen"): a module path. */
const SCREEN_PATH = /^[a-z-]+\/[A-Z][A-Za-z]+$/;

const BRITISH: [RegExp, string][] = [
  [/\blicen[c]e(s|d)?\b/i, 'license'],
  [/\bcolour/i, 'color'],
  [/\bbehaviour/i, 'behavior'],
  [/\be-mail/i, 'email'],
  [/\bfulfil(ment|s)?\b/i, 'fulfill / fulfillment'],
  [/\borganis(ation|e|ed|ing)/i, 'organization'],
  [/\bcentre/i, 'center'],
  [/\bcatalogue/i, 'catalog'],
  [/\b(authori|recogni|reali|summari|apologi|categori)s(e|ed|es|ing|ation)\b/i, '-ize'],
  [/\banalys(e|ed|ing)\b/i, 'analyze'],
  [/\b(favour|honour|labour|neighbour)/i, '-or'],
  [/\b(travelled|travelling|labelled|labelling|modelled|modelling)\b/i, 'single l'],
  [/\b(kilo)?metres?\b/i, 'meter'],
  [/\bprogramme/i, 'program'],
  [/\bcheque/i, 'check'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' || entry.name === 'test-utils' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|story|stories|contract\.test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The texts of a file: string literals and template parts that are not module paths, and JSX text. */
function textsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      texts.push(node.text);
    if (ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return texts;
}

describe('user-facing texts', () => {
  it('use American spelling throughout', () => {
    const found: string[] = [];
    for (const dir of SHIPPED) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const text of textsOf(file)) {
          if (MESSAGE_KEY.test(text) || SCREEN_PATH.test(text)) continue;
          for (const [pattern, american] of BRITISH) {
            const match = pattern.exec(text);
            if (match)
              found.push(
                `${path.relative(ROOT, file)}: "${match[0]}" (use ${american}) in ${JSON.stringify(text.slice(0, 80))}`,
              );
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
