/**
 * The rule refusals (code 101) the fake backend's code can answer for each call, read from its
 * source: the resolver of each `callHandler(call, resolver)` in mocks/handlers, and every function
 * of mocks/ it names, followed through imports, is searched for the message keys it passes to
 * `refuse` or `rejected` (the only two ways a refusal is made). The list says what a call *may* answer: a helper shared by two calls
 * (`role === 'send' ? 'giftToSelf' : 'giftAskSelf'`) lends both its messages to both.
 * Syntax only, no type checker: a function reached through an object (`db.cards.update`) is not
 * followed, which is where the fake backend keeps data access, not rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const mocksDir = fileURLToPath(new URL('../../mocks/', import.meta.url));
const handlersDir = join(mocksDir, 'handlers');

/** What every call may answer whatever its resolver does, written once in the document, not per call. */
export const GENERIC_MESSAGES = ['success', 'notLoggedIn', 'invalidParameter', 'requestTooLarge', 'serverError'] as const;

const messageKeys = (): Set<string> => {
  const areas = JSON.parse(readFileSync(join(mocksDir, 'rules/messages.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  const keys = new Set(Object.values(areas).flatMap((area) => Object.keys(area)));
  for (const generic of GENERIC_MESSAGES) keys.delete(generic);
  return keys;
};

interface SourceModule {
  /** Top-level functions and constants by name. */
  declarations: Map<string, ts.Node>;
  /** Imported names by local name: the module file under mocks/ and the name it exports. */
  imports: Map<string, { file: string; name: string }>;
  source: ts.SourceFile;
}

const resolveModule = (from: string, specifier: string): string | null =>
  specifier.startsWith('.') ? resolve(dirname(from), specifier.endsWith('.ts') ? specifier : `${specifier}.ts`) : null;

function readModule(file: string): SourceModule {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, ts.Node>();
  const imports = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveModule(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (!target || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
    }
  }
  return { declarations, imports, source };
}

/** The functions that turn a message key into a refusal (rules/decision.ts, handlers/envelope.ts). */
const REFUSING = new Set(['refuse', 'rejected']);

/** What one declaration says by itself: the keys it refuses with, and the declarations of mocks/ it names. */
interface Summary {
  keys: string[];
  names: { node: ts.Node; module: SourceModule }[];
}

/** Reads the handlers and what they call, once per generation: call export name → message keys, sorted. */
export function findRefusals(): Map<string, string[]> {
  const keys = messageKeys();
  const modules = new Map<string, SourceModule>();
  const moduleOf = (file: string): SourceModule => {
    let module = modules.get(file);
    if (!module) modules.set(file, (module = readModule(file)));
    return module;
  };

  const summaries = new Map<ts.Node, Summary>();
  const summaryOf = (node: ts.Node, module: SourceModule): Summary => {
    const known = summaries.get(node);
    if (known) return known;
    const summary: Summary = { keys: [], names: [] };
    summaries.set(node, summary);
    const keysIn = (argument: ts.Node): void => {
      if (ts.isStringLiteralLike(argument) && keys.has(argument.text)) summary.keys.push(argument.text);
      ts.forEachChild(argument, keysIn);
    };
    const visit = (child: ts.Node): void => {
      if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && REFUSING.has(child.expression.text) && child.arguments[0]) {
        keysIn(child.arguments[0]);
      }
      // `db.cards.update` is data access, not a rule: only bare names are followed.
      if (ts.isIdentifier(child) && !ts.isPropertyAccessExpression(child.parent)) {
        const local = module.declarations.get(child.text);
        if (local && local !== node) summary.names.push({ node: local, module });
        const imported = module.imports.get(child.text);
        const target = imported && moduleOf(imported.file).declarations.get(imported.name);
        if (imported && target) summary.names.push({ node: target, module: moduleOf(imported.file) });
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
    return summary;
  };

  /** The keys of `node` and of every declaration it reaches. */
  const reachableKeys = (node: ts.Node, module: SourceModule): string[] => {
    const found = new Set<string>();
    const seen = new Set<ts.Node>([node]);
    const queue = [{ node, module }];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const summary = summaryOf(next.node, next.module);
      for (const key of summary.keys) found.add(key);
      for (const named of summary.names) {
        if (seen.has(named.node)) continue;
        seen.add(named.node);
        queue.push(named);
      }
    }
    return [...found].sort();
  };

  const refusals = new Map<string, string[]>();
  const handlerFiles = readdirSync(handlersDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  for (const name of handlerFiles) {
    const module = moduleOf(join(handlersDir, name));
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'callHandler') {
        const [call, resolver] = node.arguments;
        if (call && resolver && ts.isIdentifier(call)) refusals.set(call.text, reachableKeys(resolver, module));
      }
      ts.forEachChild(node, visit);
    };
    visit(module.source);
  }
  return refusals;
}
