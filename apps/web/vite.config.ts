import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/domain/src/shared/csp-nonce';
import { endpointRoutes } from './endpoint-routes';
import { firstVisitChunks } from './first-visit-chunks';
import { messagesByLanguage } from './messages-by-language';
import { type FirstPageModules, preloadFirstPage } from './preload-first-page';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, compressed once at the highest levels, so the
 * server sends them as they are (`preCompressed` in apps/server's web-app plugin) instead of compressing on
 * every request or not at all.
 */
function precompress(): Plugin {
  return {
    name: 'adcontrol:precompress',
    apply: 'build',
    async writeBundle({ dir = 'dist' }, bundle) {
      const texts = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The pages a visit starts on: the login page when signed out; signed in, the shell with Home or with one of the
 * screens decision 073 measures (see src/app/router.tsx; a module that moves fails the build here rather than
 * silently losing its preload). Their chunks are fetched alongside the entry (preload-first-page.ts).
 */
const FIRST_PAGE_MODULES: FirstPageModules = {
  signedOut: ['src/features/auth/components/login-page.tsx'],
  shell: ['src/app/shell/app-shell.tsx', 'src/locales/en/shell.json'],
  welcome: ['src/app/shell/welcome-dialog.tsx'],
  screens: {
    '^/$': ['src/features/home/components/landing-page.tsx', 'src/locales/en/home.json'],
    '^/floor$': ['src/app/floor-page.tsx', 'src/locales/en/floor.json'],
    '^/campaigns$': [
      'src/app/control-route.tsx',
      'src/locales/en/control.json',
      'src/locales/en/delivery.json',
    ],
    '^/campaigns/\\d+$': [
      'src/app/campaign-detail-route.tsx',
      'src/locales/en/campaignDetail.json',
      'src/locales/en/scheduledReports.json',
    ],
    '^/audience/create$': [
      'src/features/audiences/components/audience-form-pages.tsx',
      'src/locales/en/audience.json',
    ],
  },
};

/**
 * The modules of a first visit, one chunk per group (first-visit-chunks.ts): the sign-in page; the shell with
 * its texts, the welcome modal, Home's first paint with its texts, and Home's dashboard (loaded after the
 * first paint). The chart's uPlot keeps its own chunk, fetched as the chart mounts.
 */
const firstVisit = firstVisitChunks({
  signedIn: {
    shell: ['src/app/shell/app-shell.tsx', 'src/locales/en/shell.json'],
    welcome: ['src/app/shell/welcome-dialog.tsx'],
    home: ['src/features/home/components/landing-page.tsx', 'src/locales/en/home.json'],
    dashboard: ['src/features/home/components/dashboard.tsx'],
  },
  signedOut: { login: ['src/features/auth/components/login-page.tsx'] },
  // The routes outside the shell's layout route in src/app/router.tsx, but the login page.
  outsideShell: [
    'src/features/auth/components/sign-up-page.tsx',
    'src/features/auth/components/confirm-page.tsx',
    'src/features/auth/components/forgot-password-page.tsx',
    'src/features/auth/components/reset-password-page.tsx',
    'src/features/audiences/components/audience-demo-page.tsx',
    'src/app/access-pages.tsx',
  ],
  light: ['src/app/access-pages.tsx'],
});

/**
 * The entry's stylesheet (the font's `@font-face` rules, 1.5 kB gzipped) goes into index.html as a `<style>`: a
 * stylesheet link in the head holds the first paint until it has loaded, one more round trip before the start
 * screen shows (decision 013). Lazily loaded screens keep their stylesheets as files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'adcontrol:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            // Lazy imports fetch their chunks' stylesheets unless a stylesheet link with that address is in the
            // document; a disabled one is neither fetched nor applied, and keeps them from fetching the file.
            return `<style>${String(asset.source)}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * `hoist-non-react-statics` (CommonJS, with its own `react-is`) is imported at the top of @emotion/react for
 * `withTheme`, which nothing here uses; the bundler keeps a CommonJS module it cannot prove free of side
 * effects. It has none, so declaring it lets the entry drop it (decision 013).
 */
function sideEffectFree(packages: readonly string[]): Plugin {
  return {
    name: 'adcontrol:side-effect-free',
    apply: 'build',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!packages.includes(source)) return undefined;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && { ...resolved, moduleSideEffects: false };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    messagesByLanguage(),
    endpointRoutes(),
    sideEffectFree(['hoist-non-react-statics']),
    firstVisit.plugin,
    preloadFirstPage(FIRST_PAGE_MODULES),
    inlineEntryCss(),
    precompress(),
  ],
  // Every `<script>`, `<style>` and stylesheet link of the page, and a `csp-nonce` meta read by emotion and
  // Vite's own preloading, carry this; the server puts each response's nonce in its place (decision 044).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 500,
    // The build reports slow plugins; compressing at brotli's highest level takes its second or two on purpose.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        // Chunks are named by their hash alone: every import between chunks and the entry's preload list spell
        // those names, so shorter ones are 1.6 kB less on the sign-in page and 2.7 kB on Home (decision 013).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // What the entry needs before it runs travels as two files (React, then the rest), not the eight that
          // automatic splitting cut it into: fewer requests, better compression, each file under 500 kB.
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 21,
            },
            { name: 'index', tags: ['$initial'], priority: 20 },
            ...firstVisit.groups,
          ],
        },
      },
    },
  },
});
