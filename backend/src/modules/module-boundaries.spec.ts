import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The import graph as the source has it: what a newcomer's tools show and what backend/README.md
// asks of it (one home per concept, two modules never import each other, each module is entered
// through its front door, a module owns its reactions as job classes beside its data, the worker
// is a composition root that loads no HTTP side and reads no table itself, the client never
// reaches into backend/ or worker/).
const ROOT = resolve(__dirname, '../../..');
const MODULES = join(ROOT, 'backend/src/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s));
}

/** The file an import names: `./x` is x.ts, x.tsx or x/index.ts. */
function fileOf(target: string): string {
  const candidates = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? target;
}

/** The names a file imports from relative paths: `{ A, type B, C as D }` gives A, B and C. */
function importedNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'\.[^']*'/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean),
  );
}

/** A class decorator that declares a job: `@OnJob(…)` or `@OnEvent(…)` (not in a comment). */
const JOB_DECORATOR = /^\s*@(OnJob|OnEvent)\(/m;

/** Every module's job files: backend/src/modules/<module>/jobs/*.job.ts. */
function jobFiles(): string[] {
  return sourceFiles(MODULES).filter((file) =>
    /[\\/]jobs[\\/][^\\/]+\.job\.ts$/.test(relative(MODULES, file)),
  );
}

/** The classes a job file declares as jobs (decorated with @OnJob or @OnEvent). */
function jobClassesOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/^@(?:OnJob|OnEvent)\([\s\S]*?\n(?:@\w+[^\n]*\n)*export class (\w+)/gm),
  ].map((m) => m[1]);
}

function moduleOf(path: string): string | null {
  const rel = relative(MODULES, path);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
}

/** Module → modules it imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's modules (strongly connected components of more than one module). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

describe('module boundaries', () => {
  it('no two backend modules import each other, directly or round a loop', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph)).toEqual([]);
  });

  it('games imports no other feature module: tournaments and gamer-handles import it', () => {
    const graph = moduleGraph();
    // activity is the leaf games report plays to; it imports no module at all.
    expect([...(graph.get('games') ?? [])].filter((m) => m !== 'activity')).toEqual([]);
    expect([...(graph.get('activity') ?? [])]).toEqual([]);
    expect(graph.get('tournaments')).toContain('games');
    expect(graph.get('gamer-handles')).toContain('games');
  });

  it('no module imports the layers above it: database/, the processes, the server and the CLI', () => {
    // database/ lists every module’s entities; cli/, processes/, server/, web/ and app.* put the
    // modules together into processes. An arrow from a module up into them is a loop in waiting.
    const above = ['database', 'cli', 'processes', 'server', 'web', 'app.'].map((dir) =>
      join(ROOT, 'backend/src', dir),
    );
    const offenders = sourceFiles(MODULES).flatMap((file) =>
      importsOf(file)
        .filter((target) =>
          above.some((dir) => target.startsWith(dir.endsWith('.') ? dir : dir + sep)),
        )
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('a module is entered through its index: no other file imports its internal files', () => {
    // Outside module X (other modules, worker/src, backend/src outside modules/), X is reached
    // through X/index.ts, which names what others may use. Its HTTP side, X/X.http.module.ts, is a
    // second door for the API alone: app.module.ts and other HTTP modules import it, and index.ts
    // leaves it out so the worker never loads a controller. Inside X, files import each other
    // directly, never through X's own index (a cycle). Tests may reach inside.
    const importers = [join(ROOT, 'backend/src'), join(ROOT, 'worker/src')].flatMap(sourceFiles);
    const offenders = importers.flatMap((file) =>
      importsOf(file)
        .map(fileOf)
        .filter((target) => {
          const to = moduleOf(target);
          if (!to || to === moduleOf(file)) return false;
          const door = relative(join(MODULES, to), target);
          if (door === 'index.ts') return false;
          const apiSide =
            file === join(ROOT, 'backend/src/app.module.ts') || file.endsWith('.http.module.ts');
          return !(apiSide && door === `${to}.http.module.ts`);
        })
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('a job reads no entity across modules: module services read their own tables', () => {
    // A job class reads another module's rows only through that module's service: it names no
    // entity class of another module (`manager.findOneBy(User, …)` reads the users table behind
    // UsersService's back) and builds no query of its own (getRepository, createQueryBuilder,
    // query); it hands the job's transaction to the owning module's service (UsersService.findIn,
    // TournamentsService.titleIn) instead. The worker, owning no table, names none at all.
    const entityFiles = sourceFiles(MODULES).filter((file) => file.endsWith('.entity.ts'));
    const entityModule = new Map(
      entityFiles.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/@Entity\b[\s\S]*?export class (\w+)/g)].map(
          (m) => [m[1], moduleOf(file)] as const,
        ),
      ),
    );
    expect(entityModule.get('User')).toBe('users');
    const readers = [...jobFiles(), ...sourceFiles(join(ROOT, 'worker/src'))];
    const offenders = readers.flatMap((file) => [
      ...importedNames(file)
        .filter((name) => entityModule.has(name) && entityModule.get(name) !== moduleOf(file))
        .map((name) => `${relative(ROOT, file)} imports the entity ${name}`),
      ...[
        ...readFileSync(file, 'utf8').matchAll(
          /\.(getRepository|createQueryBuilder|query)\s*[<(]/g,
        ),
      ].map((m) => `${relative(ROOT, file)} calls ${m[1]}`),
    ]);
    expect(jobFiles().length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('a job class is declared only in its module’s jobs folder, as <module>/jobs/<name>.job.ts', () => {
    // Where a newcomer looks for what happens when an event is raised: the reaction sits beside
    // the data it changes, never in worker/ (a composition root) nor loose in a module.
    const declaring = [join(ROOT, 'backend/src'), join(ROOT, 'worker/src')]
      .flatMap(sourceFiles)
      .filter((file) => JOB_DECORATOR.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file).split(sep).join('/'));
    expect(declaring.length).toBeGreaterThan(20);
    expect(
      declaring.filter(
        (file) => !/^backend\/src\/modules\/[^/]+\/jobs\/[^/]+\.job\.ts$/.test(file),
      ),
    ).toEqual([]);
    // And every file there declares job classes (named ...Job), nothing else.
    const misnamed = jobFiles().flatMap((file) => {
      const classes = jobClassesOf(file);
      if (!classes.length) return [`${relative(ROOT, file)} declares no job class`];
      return classes
        .filter((name) => !name.endsWith('Job'))
        .map((name) => `${relative(ROOT, file)}: ${name}`);
    });
    expect(misnamed).toEqual([]);
  });

  it('the worker declares no job handler: its processors route to the modules’ job classes', () => {
    const offenders = sourceFiles(join(ROOT, 'worker/src'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return JOB_DECORATOR.test(text) || /implements\s+JobHandler\b/.test(text);
      })
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('every job class is listed in its own module’s providers, and the worker imports that module', () => {
    // A job class its module leaves out is never found, and its jobs would wait forever (the
    // worker also refuses to start then); one in an *.http.module would run in no worker.
    const worker = readFileSync(join(ROOT, 'worker/src/worker.module.ts'), 'utf8');
    const offenders = jobFiles().flatMap((file) => {
      const module = moduleOf(file)!;
      const moduleFile = join(MODULES, module, `${module}.module.ts`);
      const text = existsSync(moduleFile) ? readFileSync(moduleFile, 'utf8') : '';
      const providers = /providers:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
      const path = `./jobs/${relative(join(MODULES, module, 'jobs'), file).replace(/\.ts$/, '')}`;
      return [
        ...jobClassesOf(file)
          .filter(
            (name) => !text.includes(`'${path}'`) || !new RegExp(`\\b${name}\\b`).test(providers),
          )
          .map((name) => `${module}/${module}.module.ts does not provide ${name}`),
        ...(worker.includes(`/modules/${module}'`)
          ? []
          : [`worker.module.ts does not import ${module}`]),
      ];
    });
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('the worker imports no HTTP module and no controller', () => {
    const offenders = sourceFiles(join(ROOT, 'worker/src')).flatMap((file) =>
      importsOf(file)
        .filter((target) => /\.(http\.module|controller|gateway)$/.test(target))
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the server takes from frontend/ only the games’ simulations and the first screens’ document shape, which import nothing', () => {
    // One source for a game's rules, run by the browser and replayed by the server (game_end):
    // the game's own DOM-free file, compiled into dist/ with the server. One source for where a
    // first screen's document holds the page and its answers, written by the build and filled
    // by the server. Anything else of the client stays out of the server (it renders a first
    // screen with the client's own server build, loaded at run time), and these files stay free
    // of imports so they can go both ways.
    const frontend = join(ROOT, 'frontend');
    const importers = [join(ROOT, 'backend/src'), join(ROOT, 'worker/src')].flatMap(sourceFiles);
    const taken = new Set(
      importers.flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith(frontend + sep))
          .map((target) => relative(ROOT, fileOf(target))),
      ),
    );
    expect([...taken].sort()).toEqual([
      'frontend/build/first-screen-document.ts',
      'frontend/src/games/mr-racer/race.ts',
      'frontend/src/games/tic-tac-toe/rules.ts',
    ]);
    for (const file of taken) {
      expect(readFileSync(join(ROOT, file), 'utf8')).not.toMatch(/^\s*(import|export .* from)\b/m);
    }
  });

  it('the client imports nothing from backend/ or worker/', () => {
    const outside = [join(ROOT, 'backend'), join(ROOT, 'worker')];
    const offenders = sourceFiles(join(ROOT, 'frontend/src')).flatMap((file) =>
      importsOf(file)
        .filter((target) => outside.some((dir) => target.startsWith(dir + sep)))
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('SQL lives in repositories: no .query( outside *.repository.ts and migrations', () => {
    // Services hold the rules and call their module's repository (backend/README.md); a statement
    // written anywhere else is one a newcomer will not find where the table's others are.
    const migrations = join(ROOT, 'backend/src/database/migrations');
    const files = [join(ROOT, 'backend/src'), join(ROOT, 'worker/src')]
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith('.repository.ts') && !file.startsWith(migrations + sep));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\.query\s*[<(]/.test(line) ? [`${relative(ROOT, file)}:${i + 1}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('a front door exports services, never a store: no repository and no rank index', () => {
    // Another module reads a table through its owner's service, which holds the rules
    // (backend/README.md); a repository or the rank index handed out would bypass them.
    const doors = readdirSync(MODULES)
      .map((name) => join(MODULES, name, 'index.ts'))
      .filter((file) => existsSync(file));
    expect(doors.length).toBeGreaterThan(10);
    const offenders = doors.flatMap((door) =>
      [...readFileSync(door, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)]
        .filter(([, names, from]) => {
          // A row type may be shared; a value (a class to inject) may not.
          const values = names.split(',').filter((n) => n.trim() && !/^\s*type\s/.test(n));
          return (
            values.length > 0 && /repository|\bRankIndex\b|rank-index$/i.test(`${values} ${from}`)
          );
        })
        .map(([, names]) => `${relative(ROOT, door)}: ${names.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
