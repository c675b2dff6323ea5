import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** The modules each group of a first visit starts from (paths inside apps/web), in order of precedence. */
export interface FirstVisitPages {
  signedOut: Record<string, readonly string[]>;
  signedIn: Record<string, readonly string[]>;
  /**
   * The other pages outside the shell (sign-up, password reset...). They load no group of the shell, so what
   * they may use stays out of those groups: otherwise they would import the shell's chunk for an Alert.
   */
  outsideShell: readonly string[];
  /**
   * Those of `outsideShell` that stay as light as the sign-in page: they never load the signed-in visit's
   * `common` chunk (a signed-out deep link lands on /protected).
   */
  light: readonly string[];
}

/**
 * What a signed-in first visit surely uses and the other pages outside the shell may use, but the sign-in page
 * and the `light` pages never: one chunk that Home loads whole, and those pages load when they use any of it
 * (decision 013). One such chunk beside each signed-in group instead was 2.5 kB more on Home in 3 more files,
 * and scored lower.
 */
const COMMON = 'common';

/** A package's index re-exporting many modules (`@mui/material/styles`, `react-i18next`). */
const BARREL = /node_modules[\\/].*[\\/]index\.m?js$/;
const WIDE_BARREL_IMPORTS = 10;

/**
 * Lazy routes and components leave the modules of a first visit in many small chunks, one per set of lazy
 * imports sharing them: Home loaded 58 besides the entry. Each file compresses on its own and names the others
 * it imports, so 112 kB gzipped file by file was 93 kB as one (decision 013). This plugin reads the module graph
 * once it is complete and gives each group of `pages` one chunk: the static closure of its modules (what they
 * import, transitively), a module in two closures going to the first group. `shared` holds what both kinds of
 * first page load (the sign-in page, the signed-in pages), so that neither loads the other's code.
 *
 * The graph lists every module a package's index re-exports, not the two or three a page takes from it: through
 * `@mui/material/styles` half of MUI would be in every closure. So a closure stops at a wide index; a module that
 * one side might reach only through one is left out of the other side's groups (the bundler's automatic chunks
 * place it exactly). The build fails if the sign-in page would still load a signed-in group, or the reverse.
 */
export function firstVisitChunks(pages: FirstVisitPages): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const groupOf = new Map<string, string>();
  const sides = { signedIn: Object.keys(pages.signedIn), signedOut: Object.keys(pages.signedOut) };
  const names = ['shared', ...sides.signedIn, COMMON, ...sides.signedOut];
  const plugin: Plugin = {
    name: 'adcontrol:first-visit-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      groupOf.clear();
      assignGroups(this, pages, groupOf);
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const groupFiles = (names: string[]) =>
        new Set(chunks.filter((c) => names.includes(c.name) && !c.isEntry).map((c) => c.fileName));
      const ownerOf = (module: string) =>
        chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)))?.fileName;
      const loads = (files: readonly (string | undefined)[]) => {
        const loaded = new Set<string>();
        const visit = (file: string | undefined) => {
          const chunk = file ? bundle[file] : undefined;
          if (!file || loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const file of files) visit(file);
        return loaded;
      };
      const outside = [...groupFiles(sides.signedOut), ...pages.outsideShell.map(ownerOf)];
      for (const [from, forbidden] of [
        [outside, groupFiles(sides.signedIn)],
        [[...groupFiles(sides.signedIn)], groupFiles(sides.signedOut)],
        [[...groupFiles(sides.signedOut), ...pages.light.map(ownerOf)], groupFiles([COMMON])],
      ] as const) {
        const wrong = [...loads(from)].filter((file) => forbidden.has(file));
        if (wrong.length > 0)
          this.error(`first visit chunks: a page loads another side's ${wrong.join(', ')}`);
      }
      // The groups leave out dependencies they do not surely need (`includeDependenciesRecursively: false`), so
      // a cycle between chunks could run a module before one it imports: none may appear.
      const cycle = chunkCycle(chunks);
      if (cycle) this.error(`first visit chunks: the chunks import each other: ${cycle.join(' -> ')}`);
    },
  };
  // Below the entry's groups, the first listed first.
  const groups = names.map(
    (name, index): CodeSplittingGroup => ({
      name,
      test: (id: string) => groupOf.get(id) === name,
      priority: names.length - index,
      includeDependenciesRecursively: false,
    }),
  );
  return { plugin, groups };
}

function assignGroups(context: Rolldown.PluginContext, pages: FirstVisitPages, groupOf: Map<string, string>) {
  const ids = [...context.getModuleIds()];
  const importsOf = (id: string) => context.getModuleInfo(id)?.importedIds ?? [];
  const isWideBarrel = (id: string) => BARREL.test(id) && importsOf(id).length > WIDE_BARREL_IMPORTS;
  /** `strict`: stop at wide indexes (what the page surely loads); otherwise all it could load. */
  const closureOf = (roots: string[], strict: boolean) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      if (strict && isWideBarrel(id)) return;
      for (const imported of importsOf(id)) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const idOf = (module: string) => {
    const id = ids.find((candidate) => candidate.endsWith(module));
    if (!id) throw new Error(`no module ${module}: update the first visit's chunks in vite.config.ts`);
    return id;
  };
  const sideOf = (groups: Record<string, readonly string[]>, others: readonly string[] = []) => {
    const closures = Object.entries(groups).map(
      ([name, modules]) => [name, closureOf(modules.map(idOf), true)] as const,
    );
    const roots = [...Object.values(groups).flat(), ...others].map(idOf);
    return {
      closures,
      surely: new Set(closures.flatMap(([, modules]) => [...modules])),
      maybe: closureOf(roots, false),
    };
  };
  const signedIn = sideOf(pages.signedIn);
  const signedOut = sideOf(pages.signedOut, pages.outsideShell);
  const lightMaybe = sideOf(pages.signedOut, pages.light).maybe;
  for (const [side, other] of [
    [signedIn, signedOut],
    [signedOut, signedIn],
  ] as const) {
    for (const [name, modules] of side.closures) {
      for (const id of modules) {
        if (groupOf.has(id)) continue;
        if (!other.maybe.has(id)) groupOf.set(id, name);
        else if (other.surely.has(id)) groupOf.set(id, 'shared');
        else if (side === signedIn && !lightMaybe.has(id)) groupOf.set(id, COMMON);
      }
    }
  }
}

/** A cycle of static imports between chunks, if there is one. */
function chunkCycle(chunks: Rolldown.OutputChunk[]): string[] | undefined {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const imported of importsOf.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return undefined;
}
