/**
 * The view-API rule (docs/view-api.md), checked with the TypeScript compiler: every hook of
 * machines/<flow>/use-*.ts(x) returns a narrow view — no member named like the machine's insides
 * (state, context, snapshot, send, actor) and no member that is a snapshot or an actor — and no
 * screen under components/ or pages/ reads a machine's state itself.
 */
import ts from 'typescript';

const ROOT = `${import.meta.dirname}/..`;

/** Hooks that hand out the session actor itself: the provider and other flows' hooks wire it; screens use useSession(). */
const ACTOR_HOOKS = new Set(['useSessionActor', 'useSessionActorRef', 'useOptionalSessionActorRef']);

const FORBIDDEN_NAMES = new Set(['state', 'context', 'snapshot', 'send', 'actor', 'actorRef']);

function sourceFiles(folder: string, pattern: RegExp): string[] {
  return ts.sys
    .readDirectory(`${ROOT}/${folder}`, ['.ts', '.tsx'], ['**/node_modules'], ['**/*'])
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/u.test(file));
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = `${ROOT}/tsconfig.json`;
  const read: { config?: unknown } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return { ...ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT).options, noEmit: true };
}

/** A snapshot offers matches/context/value; an actor ref offers send/getSnapshot. */
function leak(type: ts.Type): string | null {
  const has = (name: string) => type.getProperty(name) !== undefined;
  if (has('matches') && has('context') && has('value')) return 'a snapshot';
  if (has('send') && has('getSnapshot')) return 'an actor';
  return null;
}

/**
 * What in `type` breaks the rule, as readable paths ('useX().context', 'useX().removal is an actor').
 * Names are checked on the view itself (a nested value may well be called `state`, e.g. a checkbox's);
 * snapshots and actors at any depth walked.
 */
function problemsOf(checker: ts.TypeChecker, type: ts.Type, path: string, depth: number, top: boolean): string[] {
  const own = leak(type);
  if (own) return [`${path} is ${own}`];
  if (depth === 0 || type.getCallSignatures().length > 0) return [];
  const problems: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const name = property.getName();
    if (top && FORBIDDEN_NAMES.has(name)) problems.push(`${path}.${name}`);
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, declaration));
    // Lists and plain data (members, errors) are values; only objects made of the flow's parts are walked.
    if (checker.isArrayType(propertyType) || !(propertyType.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)))
      continue;
    problems.push(...problemsOf(checker, propertyType, `${path}.${name}`, depth - 1, false));
  }
  return problems;
}

describe('view-API rule', () => {
  it('every flow hook returns a narrow view: no state, context, snapshot or actor', () => {
    const hookFiles = sourceFiles('machines', /\/machines\/[^/]+\/use-[^/]+\.tsx?$|\/machines\/[^/]+-view\.ts$/u);
    expect(hookFiles.length).toBeGreaterThan(10);
    const program = ts.createProgram(hookFiles, compilerOptions());
    const checker = program.getTypeChecker();
    const problems: string[] = [];
    let hooks = 0;
    for (const file of hookFiles) {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`not compiled: ${file}`);
      const module = checker.getSymbolAtLocation(source);
      for (const exported of module ? checker.getExportsOfModule(module) : []) {
        const name = exported.getName();
        if (!/^use[A-Z]/u.test(name) || ACTOR_HOOKS.has(name)) continue;
        const declaration = exported.valueDeclaration;
        if (!declaration) continue;
        for (const signature of checker.getTypeOfSymbolAtLocation(exported, declaration).getCallSignatures()) {
          hooks += 1;
          problems.push(...problemsOf(checker, signature.getReturnType(), `${name}()`, 3, true));
        }
      }
    }
    expect(hooks).toBeGreaterThan(15);
    expect(problems).toEqual([]);
  }, 120_000);

  it('no screen reads a machine itself (matches, snapshots, selectors, actor refs)', () => {
    // The flow explorer (components/flows) is the exception by design: it shows machines' snapshots.
    const screens = [...sourceFiles('components', /\.tsx?$/u), ...sourceFiles('pages', /\.tsx?$/u)].filter(
      (file) => !file.includes('/components/flows/'),
    );
    expect(screens.length).toBeGreaterThan(20);
    const offending = screens.flatMap((file) => {
      const text = ts.sys.readFile(file) ?? '';
      return /\.matches\(|\.getSnapshot\(|\buseSelector\(|\buseActorRef\(|\buseMachine\(/u.test(text)
        ? [file.replace(/^.*\/(components|pages)\//u, '$1/')]
        : [];
    });
    expect(offending).toEqual([]);
  });
});
