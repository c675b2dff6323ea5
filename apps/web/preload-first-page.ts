import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

/** The modules (paths inside apps/web) a first visit runs, by the kind of page it starts on. */
export interface FirstPageModules {
  /** The sign-in page, on `/login` (and `/` without a session, which the shell sends there). */
  signedOut: readonly string[];
  /** The shell, on every signed-in page. */
  shell: readonly string[];
  /** The welcome modal, when it will show: signed in, not turned off, not yet seen in this tab. */
  welcome: readonly string[];
  /** Each signed-in screen's own modules, by a pattern of its address (a regular expression's source). */
  screens: Record<string, readonly string[]>;
}

/** The chunks `roots` load before they run: themselves and their static imports, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** The chunks (names without `assets/` and `.js`) the first script preloads, by the kind of first page. */
export interface FirstPageFiles {
  signedOut: readonly string[];
  shell: readonly string[];
  welcome: readonly string[];
  /** A pattern of the address (a regular expression's source) and the screen's own chunks. */
  screens: readonly (readonly [string, readonly string[]])[];
}

/**
 * The first script's source. The keys are those of the session store (src/lib/session-store.ts), the preferences
 * (src/lib/preferences.ts) and the welcome's mark (src/app/shell/welcome-seen.ts); the shell shows the welcome
 * under the same terms. The links go in at once: spread over tasks, the later ones waited behind the entry's
 * evaluation and the screen's largest paint came 0.4 to 0.6 s later (decision 073).
 */
export function firstPageScript({ signedOut, shell, welcome, screens }: FirstPageFiles): string {
  return (
    `(function(){var p=location.pathname,s=null,w=false,f=[],r=${JSON.stringify(screens)};` +
    `try{s=JSON.parse(localStorage.getItem('adcontrol.auth')||'null');` +
    `var q=JSON.parse(localStorage.getItem('adcontrol.preferences')||'null');` +
    `w=!(q&&q.skipWelcome===true)&&localStorage.getItem('adcontrol.welcomeSeen')!=='1'}catch(e){}` +
    `if(!(s&&s.authenticated)){if(p==='/'||p==='/login')f=${JSON.stringify(signedOut)}}` +
    `else{for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p))f=${JSON.stringify(shell)}.concat(r[i][1]);` +
    `if(f.length&&w)f=f.concat(${JSON.stringify(welcome)})}` +
    `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
    `l.href='/assets/'+h+'.js';document.head.appendChild(l)})})()\n`
  );
}

/**
 * Routes load lazily, so the browser learns of the first page's chunks only once the entry has downloaded and
 * run, then of the screen's once the shell's have. A few bytes of script start fetching them alongside the
 * entry: the login page's when there is no stored session; with one, the shell's (and the welcome modal's when
 * it will show) with the screen's own when the address is one of `screens` (decisions 013 and 073). It is a
 * file of its own, written with the bundle and loaded `async` (the page's policy allows no inline script,
 * decision 044), so it never holds the start screen. A module that no chunk holds fails the build.
 */
export function preloadFirstPage(modules: FirstPageModules): Plugin {
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'adcontrol:preload-first-page',
    apply: 'build',
    // After the page's transform (run in vite:build-html's generateBundle), which names the file.
    generateBundle: {
      order: 'post',
      handler() {
        if (script) this.emitFile({ type: 'asset', ...script });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const inEntry = staticClosure(bundle, [chunk.fileName]);
        // The chunks' names without `assets/` and `.js`, which the script puts back: a shorter file.
        const filesOf = (list: readonly string[], except: readonly string[] = []) => {
          const roots = list.map((module) => {
            const owner =
              chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
              chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
            if (!owner) throw new Error(`no chunk holds ${module}: update the first page's modules`);
            return owner.fileName;
          });
          return [...staticClosure(bundle, roots)]
            .filter((file) => !inEntry.has(file) && /^assets\/[^/]+\.js$/.test(file))
            .map((file) => file.slice('assets/'.length, -'.js'.length))
            .filter((name) => !except.includes(name));
        };
        const shell = filesOf(modules.shell);
        const screens = Object.entries(modules.screens).map(([pattern, list]) => {
          new RegExp(pattern); // a pattern that does not compile fails the build, not the page
          return [pattern, filesOf(list, shell)] as const;
        });
        const source = firstPageScript({
          signedOut: filesOf(modules.signedOut),
          shell,
          welcome: filesOf(modules.welcome, shell),
          screens,
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/${hash}.js`, source };
        return html.replace(
          '<script type="module"',
          `<script async src="/${script.fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}
