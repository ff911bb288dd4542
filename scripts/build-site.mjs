#!/usr/bin/env node
// Builds dist/: the whole site as one folder a teacher copies to any static host, under any
// sub-path (https://uni.example/courses/nim/). Run by scripts/build-site.sh after the wasm build.
//
//   node scripts/build-site.mjs [--out DIR]      (default dist/)
//
// What it writes:
//   * the HTML pages of PAGES (those of MARKDOWN_PAGES rendered from their Markdown first),
//     with the same names, every URL in them relative, and a
//     Content-Security-Policy <meta> (no inline or remote script; 'wasm-unsafe-eval' for the
//     engine). Inline <script>/<style> blocks are moved into files, which the policy allows;
//   * assets/: the page's modules (split by Rollup so what the first view does not use loads
//     on demand, minified by esbuild), its workers (esbuild), the wasm and its glue, the
//     stylesheet, all under content-hashed names, so a host may cache them forever;
//   * STABLE_MODULES and STABLE_SCRIPTS under their own names at the top (other sites load
//     them by name), and .htaccess (Apache's CORS header for those sites);
//   * manifest.webmanifest and icons/ (installable app), sw.js (offline, by workbox-build);
//   * a .gz and a .br sibling of every text and wasm file, for hosts that serve them.
//
// Hashes are made leaves first (wasm, then the glue naming it, then the workers importing the
// glue, then the page naming the workers), so a file's name changes whenever anything it
// loads changes, and a cached old file can never point at a new one or the reverse.
import { build, transform } from 'esbuild';
import { rollup } from 'rollup';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';
import MarkdownIt from 'markdown-it';
import { GUIDE_CSS, escapeText, guideIndexPage, guidePage } from './guide-page.mjs';
import { generateServiceWorker } from './site-offline.mjs';
import { HTACCESS, HTACCESS_NAME } from '../www/site/htaccess.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The HTML pages of the site (repository paths, kept at the same place in dist/). A page
 *  that does not exist yet (another branch adds it) is skipped. Add a page here. */
export const PAGES = [
  'index.html',
  'examples/course.html',
  'examples/graph-nim.html',
  'examples/course-notes.html',
];

/** Pages made from Markdown (dist page → its Markdown source), rendered by markdown-it with
 *  HTML let through, as VitePress and many static sites render course notes: the note's
 *  <graph-nim> elements, its frame and its script tags reach the page as written. */
export const MARKDOWN_PAGES = { 'examples/course-notes.html': 'examples/course-notes.md' };

/** A page's HTML: the file itself, or its Markdown source rendered into a plain page. */
function pageHtml(root, page) {
  const markdown = MARKDOWN_PAGES[page];
  if (!markdown) return fs.readFileSync(path.join(root, page), 'utf8');
  const text = fs.readFileSync(path.join(root, markdown), 'utf8');
  const title = escapeText(text.match(/^# (.+)$/m)?.[1] ?? path.basename(markdown, '.md'));
  // The policy forbids style="" attributes (style-src 'self'): the note's frame gets the same
  // look from the page's stylesheet below (moved into a file like any inline style).
  const body = new MarkdownIt({ html: true }).render(text).replace(/\sstyle="[^"]*"/g, '');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <style>
      main { max-width: 760px; margin: 0 auto; padding: 0 16px 48px; font-family: Georgia, serif; }
      iframe { max-width: 100%; border: 1px solid #d6d9de; border-radius: 10px; }
    </style>
  </head>
  <body>
    <main class="course-notes">
${body}
    </main>
  </body>
</html>
`;
}

/** Whether a page of PAGES has its source in this tree (a page another branch adds may not). */
const pageExists = (root, page) => fs.existsSync(path.join(root, MARKDOWN_PAGES[page] ?? page));

/** The guides: docs/*.md, rendered into docs/*.html (their images copied beside them), which
 *  the page's Help and Make a puzzle link to (www/docs-links.js). */
const GUIDES_DIR = 'docs';

/** The guides' Markdown files (names in docs/). */
const guideFiles = (root) =>
  fs.existsSync(path.join(root, GUIDES_DIR))
    ? fs.readdirSync(path.join(root, GUIDES_DIR)).filter((f) => f.endsWith('.md'))
    : [];

/** The playground from a guide's page (docs/NAME.html): relative, so it holds on a host under
 *  any sub-folder. */
const PLAYGROUND_FROM_GUIDES = '../index.html';

/** The guides a student in an LMS reaches, so the ones a SCORM package carries: a puzzle's Help
 *  (www/page/dialogs.js, "?" inside each locked <graph-nim> of the launch page) links the guide
 *  to playing alone; nothing else in a package links a guide. */
const PACKAGE_GUIDES = ['play.md'];

/**
 * One guide rendered by markdown-it (its HTML escaped as text) under the site's policy. A link
 * to a guide of `guides` points at its page; a link to a page of `pages` stays; a link to
 * anything else (a guide or page not beside it, source code, a folder) keeps its words and
 * loses its address. `playground` is the playground's address from the guide, linked at its
 * top (null where the playground is not beside it).
 */
function renderGuide(root, file, { guides, pages, downloadScript = null, playground = null }) {
  const target = (href) => {
    if (/^(?:[a-z]+:|#|\/\/)/i.test(href)) return href;
    const [name, rest = ''] = href.split(/(?=[?#])/);
    if (guides.includes(name)) return `${name.replace(/\.md$/, '.html')}${rest}`;
    const source = path.posix.normalize(path.posix.join(GUIDES_DIR, name));
    return pages.includes(source) ? href : null;
  };
  const text = fs.readFileSync(path.join(root, GUIDES_DIR, file), 'utf8');
  // A guide offering the site's download gets the script that makes it (when one is given: the
  // site's guides, not a SCORM package's).
  const script =
    downloadScript && text.includes(`](${DOWNLOAD_SITE_HREF})`)
      ? `\n    <script type="module" src="${downloadScript}"></script>`
      : '';
  return guidePage(text, {
    fallbackTitle: path.basename(file, '.md'),
    target,
    playground,
    backScript: playground ? GUIDE_BACK_SCRIPT : null,
    head: `    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <link rel="icon" href="../icons/icon.svg" />
    <link rel="stylesheet" href="guide.css" />${script}`,
  });
}

/** The files a guide's page shows (its pictures), as paths from the site's root. */
const guideImages = (html) =>
  [...html.matchAll(/<img src="([^"]+)"/g)]
    .map(([, src]) => path.posix.normalize(path.posix.join(GUIDES_DIR, src)))
    .filter((src) => src.startsWith(`${GUIDES_DIR}/`));

/** The guides' "Back to the playground" script (www/guide-back.js), beside them in docs/. */
const GUIDE_BACK_SCRIPT = 'guide-back.js';

/** Writes docs/*.html (every guide, see renderGuide), their index docs/index.html (what
 *  docs/ opens; Help links it), docs/guide.css, docs/guide-back.js and docs/images/. */
function writeGuides(root, staging, pages, downloadScript) {
  const files = guideFiles(root);
  if (!files.length) return;
  const out = path.join(staging, GUIDES_DIR);
  fs.mkdirSync(out, { recursive: true });
  const images = path.join(root, GUIDES_DIR, 'images');
  if (fs.existsSync(images)) fs.cpSync(images, path.join(out, 'images'), { recursive: true });
  fs.writeFileSync(path.join(out, 'guide.css'), GUIDE_CSS);
  fs.copyFileSync(path.join(root, 'www', 'guide-back.js'), path.join(out, GUIDE_BACK_SCRIPT));
  for (const file of files)
    fs.writeFileSync(
      path.join(out, file.replace(/\.md$/, '.html')),
      renderGuide(root, file, { guides: files, pages, downloadScript, playground: PLAYGROUND_FROM_GUIDES }),
    );
  const texts = Object.fromEntries(
    files.map((file) => [file, fs.readFileSync(path.join(root, GUIDES_DIR, file), 'utf8')]),
  );
  fs.writeFileSync(
    path.join(out, 'index.html'),
    guideIndexPage(texts, {
      link: (file) => file.replace(/\.md$/, '.html'),
      playground: PLAYGROUND_FROM_GUIDES,
      backScript: GUIDE_BACK_SCRIPT,
      head: `    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <link rel="icon" href="../icons/icon.svg" />
    <link rel="stylesheet" href="guide.css" />`,
    }),
  );
}

/**
 * The guides as a SCORM package carries them: those of PACKAGE_GUIDES, each linking only the
 * other (a link to a guide or page the package lacks keeps its words), with no link to the
 * playground, which the package lacks (the student's puzzles are in the LMS's own tab). Returns {pages: package
 * path → HTML, files: the site's files they need (the stylesheet, the pictures they show)}.
 */
function packageGuides(root) {
  const guides = PACKAGE_GUIDES.filter((file) => guideFiles(root).includes(file));
  const pages = {};
  const files = new Set(guides.length ? [`${GUIDES_DIR}/guide.css`] : []);
  for (const file of guides) {
    const html = renderGuide(root, file, { guides, pages: [] });
    pages[`${GUIDES_DIR}/${file.replace(/\.md$/, '.html')}`] = html;
    for (const image of guideImages(html)) files.add(image);
  }
  return { pages, files: [...files] };
}

/** Modules other pages load by a stable name: source → name in dist/. Each becomes a one-line
 *  module re-exporting its hashed build, so a course page's <script src> never changes. */
export const STABLE_MODULES = {
  'www/graph-nim.js': 'graph-nim.js',
};

/** Classic scripts other pages load by a stable name: source → name in dist/, written whole
 *  (minified) under that name: a classic script cannot import its hashed build, and loads from
 *  another origin without Access-Control-Allow-Origin (www/embed-resize.js says why). */
export const STABLE_SCRIPTS = {
  'www/embed-resize.js': 'embed-resize.js',
};

/** The page's own entry modules (bundled with code splitting): index.html loads www/app.js,
 *  the bundle of www/page-entry.js (main.js and the page's own parts) in the development
 *  tree; in dist/ it also registers the offline worker (www/offline.js), in the same file, as
 *  one request less on the first view. */
const PAGE_ENTRIES = { 'www/app.js': 'site-entry:main' };
const VIRTUAL_ENTRIES = { 'site-entry:main': "import './www/offline.js';\nimport './www/page-entry.js';\n" };

/** The SCORM launch page's script and stylesheet (scripts/package-scorm.mjs, www/scorm/). */
const SCORM_LAUNCH = { script: 'www/scorm/launch.js', stylesheet: 'www/scorm/launch.css' };

/** The built site's own modules: the guard every page loads first (a partial copy of the site
 *  shows a message instead of a blank page) and the hosting guide's "Download this site (zip)"
 *  (www/site/). */
const SITE_MODULES = { loadCheck: 'www/site/load-check.js', downloadLink: 'www/site/download-link.js' };

/** The link in a guide that downloads the whole site (www/site/download-link.js): a button
 *  in the form of a link, not a section of the guide. */
export const DOWNLOAD_SITE_HREF = '#download-this-site';

/** The module workers, each bundled whole (a worker cannot share the page's chunks). */
const WORKERS = ['www/worker.js', 'www/tools-worker.js'];

/** The wasm modules and their wasm-bindgen glue (built by scripts/build-wasm.sh). */
const ENGINES = ['graphnim', 'graphnim_tools'];

/** Static files copied as they are (hashed): icons and the like. */
const ICONS_DIR = 'www/icons';

/** The <meta> name every built page carries (content "built"); www/scorm/collect.js reads it. */
export const BUILT_SITE_META = 'graphnim-site';

/** Every HTML file gets this policy. 'wasm-unsafe-eval' lets the engine compile; nothing
 *  else may run but this site's own files. frame-ancestors cannot be set from a <meta>. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Files compressed beside themselves (.gz, .br). */
const COMPRESSIBLE = /\.(html|js|css|wasm|json|webmanifest|svg|txt|xml)$/;

const hashOf = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** name.ext → name-HASH.ext */
const hashedName = (name, bytes) => {
  const ext = path.extname(name);
  return `${path.basename(name, ext)}-${hashOf(bytes)}${ext}`;
};

const toPosix = (p) => p.split(path.sep).join('/');

/** Replaces `from` by `to` in `text`, failing loudly when `from` is absent (a changed glue
 *  or source would otherwise ship a broken reference). */
function replaceOnce(text, from, to, where) {
  if (!text.includes(from)) throw new Error(`${where}: expected to find ${from} to rewrite`);
  return text.split(from).join(to);
}

/**
 * An esbuild plugin pointing the engine's files, the workers and the stylesheet at their
 * hashed names: imports of www/pkg/*.js become external imports of the hashed glue, and the
 * relative URLs naming a worker, the wasm or the stylesheet are rewritten.
 */
function hashedReferences(root, renamed) {
  return {
    name: 'hashed-references',
    setup(b) {
      b.onResolve({ filter: /^site-entry:/ }, (args) => ({ path: args.path, namespace: 'site-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'site-entry' }, (args) => ({
        contents: VIRTUAL_ENTRIES[args.path],
        resolveDir: root,
        loader: 'js',
      }));
      b.onResolve({ filter: /\/pkg\/[^/]+\.js$/ }, (args) => {
        const source = toPosix(path.relative(root, path.resolve(args.resolveDir, args.path)));
        const target = renamed.get(source);
        if (!target) throw new Error(`${source} is not built: run bash scripts/build-wasm.sh`);
        return { path: `./${target}`, external: true };
      });
      b.onLoad({ filter: /[/\\]www[/\\].*\.js$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        return { contents: hashedUrls(root, text, path.dirname(args.path), renamed), loader: 'js' };
      });
    },
  };
}

/** `text` (a module in `dir`) with the relative URLs it builds pointing at hashed names:
 *  `new URL('./x', import.meta.url)`, and engine.js's besideThisModule('./x') (the same thing
 *  behind a function, so an element bundled elsewhere can be told other URLs). */
function hashedUrls(root, text, dir, renamed) {
  return text.replace(/(new URL|besideThisModule)\((['"])([^'"]+)\2/g, (whole, call, _quote, spec) => {
    const source = toPosix(path.relative(root, path.resolve(dir, spec)));
    const target = renamed.get(source);
    return target ? `${call}(${JSON.stringify(`./${target}`)}` : whole;
  });
}

async function bundle(root, options, renamed) {
  const result = await build({
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    write: false,
    absWorkingDir: root,
    plugins: [hashedReferences(root, renamed)],
    ...options,
  });
  return result;
}

/** An entry's name in assets/ (before its hash): its file's name without .js. */
const entryName = (source) => path.basename(source.replace(/^site-entry:/, ''), '.js');

/**
 * The page's modules (`entries`: reference → source), split into chunks by Rollup, each
 * minified by esbuild; returns Rollup's output chunks (fileName, code, isEntry, name). Rollup
 * rather than esbuild's own splitting: Rollup knows that a part loaded by import() from the
 * playground finds the playground's modules already loaded, so the first view is the
 * playground in one file (plus each entry's own) instead of a dozen small chunks that esbuild
 * cuts at every import(), each compressed on its own (docs/first-view.md).
 */
async function bundleChunked(root, entries, renamed) {
  const fromRoot = (file) => toPosix(path.relative(root, file));
  const built = await rollup({
    input: Object.fromEntries(Object.values(entries).map((source) => [entryName(source), source])),
    preserveEntrySignatures: 'exports-only',
    // Cycles between the action modules are deliberate (each calls the others at run time).
    onwarn: (warning, warn) => warning.code !== 'CIRCULAR_DEPENDENCY' && warn(warning),
    plugins: [
      {
        name: 'site-sources',
        resolveId(source, importer) {
          if (VIRTUAL_ENTRIES[source]) return source;
          if (!importer) return path.resolve(root, source);
          if (/\/pkg\/[^/]+\.js$/.test(source)) {
            const glue = fromRoot(path.resolve(path.dirname(importer), source));
            const target = renamed.get(glue);
            if (!target) throw new Error(`${glue} is not built: run bash scripts/build-wasm.sh`);
            // Beside every chunk in assets/: written as it is.
            return { id: `./${target}`, external: true };
          }
          // An npm package (fflate): its browser ES module.
          if (!source.startsWith('.') && !path.isAbsolute(source)) {
            const folder = path.join(root, 'node_modules', source);
            const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
            return path.join(folder, manifest.module);
          }
          return null;
        },
        load(id) {
          if (VIRTUAL_ENTRIES[id]) return VIRTUAL_ENTRIES[id].replaceAll("'./www/", `'${root}/www/`);
          return null;
        },
        transform(code, id) {
          return /[/\\]www[/\\].*\.js$/.test(id) ? hashedUrls(root, code, path.dirname(id), renamed) : null;
        },
        async renderChunk(code) {
          const minified = await transform(code, {
            minify: true,
            format: 'esm',
            target: 'es2022',
            legalComments: 'none',
          });
          return minified.code;
        },
      },
    ],
  });
  const { output } = await built.generate({
    format: 'es',
    // Hashed like every other file in assets/ (name-0123456789.js).
    hashCharacters: 'hex',
    entryFileNames: '[name]-[hash:10].js',
    chunkFileNames: 'chunk-[hash:10].js',
  });
  await built.close();
  return output.filter((file) => file.type === 'chunk');
}

/** Builds the site from the sources under `root` into `out` (replaced whole at the end);
 *  returns {out, files, buildId}. The build id (its time by default) goes into every page. */
export async function buildSite({
  root = ROOT,
  out = path.join(root, 'dist'),
  buildId = new Date().toISOString(),
} = {}) {
  const staging = `${out}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const assets = path.join(staging, 'assets');
  fs.mkdirSync(assets, { recursive: true });
  const renamed = new Map(); // repository path → file name in assets/
  const pageOwn = new Set(); // names in assets/ of one page's own files (an example's script)
  const write = (name, bytes) => fs.writeFileSync(path.join(assets, name), bytes);

  // 1. The wasm, then the glue that names it.
  for (const engine of ENGINES) {
    const wasmSource = `www/pkg/${engine}_bg.wasm`;
    const wasm = fs.readFileSync(path.join(root, wasmSource));
    const wasmName = hashedName(`${engine}_bg.wasm`, wasm);
    write(wasmName, wasm);
    renamed.set(wasmSource, wasmName);
    const glueSource = `www/pkg/${engine}.js`;
    let glue = fs.readFileSync(path.join(root, glueSource), 'utf8');
    glue = replaceOnce(glue, `'${engine}_bg.wasm'`, `'${wasmName}'`, glueSource);
    const minified = await build({
      stdin: { contents: glue, loader: 'js', sourcefile: glueSource },
      format: 'esm',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      write: false,
      logLevel: 'warning',
    });
    const bytes = minified.outputFiles[0].contents;
    const glueName = hashedName(`${engine}.js`, bytes);
    write(glueName, bytes);
    renamed.set(glueSource, glueName);
  }

  // 2. The workers, each whole.
  for (const worker of WORKERS) {
    const result = await bundle(
      root,
      { entryPoints: [worker], outfile: path.join(assets, path.basename(worker)) },
      renamed,
    );
    const bytes = result.outputFiles[0].contents;
    const name = hashedName(path.basename(worker), bytes);
    write(name, bytes);
    renamed.set(worker, name);
  }

  // 3. The stylesheets (before the page, whose element names its stylesheet).
  for (const sheet of ['www/style.css', SCORM_LAUNCH.stylesheet]) {
    const css = await build({
      entryPoints: [sheet],
      absWorkingDir: root,
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'warning',
      outfile: path.join(assets, path.basename(sheet)),
    });
    const bytes = css.outputFiles.find((f) => f.path.endsWith('.css')).contents;
    const name = hashedName(path.basename(sheet), bytes);
    write(name, bytes);
    renamed.set(sheet, name);
  }

  // The guides' addresses in the page's modules (www/docs-links.js): their rendered pages, from
  // assets/ (written in step 5).
  for (const file of guideFiles(root))
    renamed.set(`${GUIDES_DIR}/${file}`, `../${GUIDES_DIR}/${file.replace(/\.md$/, '.html')}`);
  if (guideFiles(root).length) renamed.set(`${GUIDES_DIR}/index.html`, `../${GUIDES_DIR}/index.html`);

  // 3b. The page's modules, split: shared code and what loads on demand in chunks.
  const entries = { ...PAGE_ENTRIES };
  for (const source of Object.keys(STABLE_MODULES))
    if (fs.existsSync(path.join(root, source))) entries[source] = source;
  entries['www/offline.js'] = 'www/offline.js';
  entries[SCORM_LAUNCH.script] = SCORM_LAUNCH.script;
  for (const source of Object.values(SITE_MODULES)) entries[source] = source;
  // Rollup names each entry's file after its key: the key's reference, back from the name.
  const chunkEntries = new Map(
    Object.entries(entries).map(([reference, source]) => [entryName(source), reference]),
  );
  const pageChunks = await bundleChunked(root, entries, renamed);
  for (const chunk of pageChunks) {
    fs.writeFileSync(path.join(assets, chunk.fileName), chunk.code);
    if (chunk.isEntry) renamed.set(chunkEntries.get(chunk.name), chunk.fileName);
  }

  // 4. The icons.
  fs.mkdirSync(path.join(staging, 'icons'));
  for (const icon of fs.readdirSync(path.join(root, ICONS_DIR))) {
    fs.copyFileSync(path.join(root, ICONS_DIR, icon), path.join(staging, 'icons', icon));
    renamed.set(`${ICONS_DIR}/${icon}`, `../icons/${icon}`);
  }

  // 5. The stable names, the manifest, the pages.
  // Each also under www/, where the development tree has it: the snippets Make a puzzle hands
  // out name www/graph-nim.js and www/embed-resize.js beside the page (share-links.js), on the
  // development server and here alike.
  fs.mkdirSync(path.join(staging, 'www'));
  for (const [source, name] of Object.entries(STABLE_MODULES)) {
    const built = renamed.get(source);
    if (!built) continue;
    for (const [file, assetsDir] of [
      [name, './assets'],
      [`www/${name}`, '../assets'],
    ])
      fs.writeFileSync(
        path.join(staging, file),
        `// ${name}: this site's ${path.basename(source)}, under a name that never changes.\n` +
          `export * from '${assetsDir}/${built}';\n`,
      );
  }
  for (const [source, name] of Object.entries(STABLE_SCRIPTS)) {
    const { code } = await transform(fs.readFileSync(path.join(root, source), 'utf8'), { minify: true });
    for (const file of [name, `www/${name}`]) fs.writeFileSync(path.join(staging, file), code);
  }
  // Apache's header for course pages of other origins (www/site/htaccess.js): not in the site's
  // list, which the download fetches (Apache refuses to serve it; the download adds its own).
  fs.writeFileSync(path.join(staging, HTACCESS_NAME), HTACCESS);
  fs.writeFileSync(path.join(staging, 'manifest.webmanifest'), JSON.stringify(webManifest(), null, 2) + '\n');
  const pages = PAGES.filter((page) => pageExists(root, page));
  // A page's own files (an example's script, say) that no list above names: bundled (scripts,
  // stylesheets) or copied, under hashed names, like everything else in assets/.
  for (const page of pages) {
    for (const source of localReferences(pageHtml(root, page), page)) {
      if (renamed.has(source) || PAGES.includes(source) || !fs.existsSync(path.join(root, source))) continue;
      const ext = path.extname(source);
      let bytes;
      if (ext === '.js' || ext === '.mjs' || ext === '.css') {
        const result = await bundle(
          root,
          { entryPoints: [source], outfile: path.join(assets, path.basename(source)) },
          renamed,
        );
        bytes = result.outputFiles.find((f) => f.path.endsWith(ext === '.css' ? '.css' : '.js')).contents;
      } else bytes = fs.readFileSync(path.join(root, source));
      const name = hashedName(path.basename(source), bytes);
      write(name, bytes);
      renamed.set(source, name);
      pageOwn.add(name);
    }
  }
  for (const page of pages) {
    const html = pageHtml(root, page);
    const target = path.join(staging, page);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, rewritePage(html, page, { renamed, assets, buildId, pageOwn }));
  }

  writeGuides(root, staging, pages, `../assets/${renamed.get(SITE_MODULES.downloadLink)}`);

  // What a SCORM package takes from the site (www/scorm/package.js): what its launch page and
  // the <graph-nim> elements on it load (the assets, but not the examples' own files), the
  // icon, and the guides a student reaches from a puzzle's Help, rendered for the package (see
  // packageGuides) with the pictures they show. Not the site's pages (the playground, the
  // examples, the other guides), nor its manifest or offline worker: nothing in a package
  // links them.
  const guidesForPackage = packageGuides(root);
  const packaged = [
    ...listFiles(staging).filter((f) => f.startsWith('assets/') && !pageOwn.has(f.slice('assets/'.length))),
    'icons/icon.svg',
    ...guidesForPackage.files,
  ];
  fs.writeFileSync(
    path.join(staging, 'site-files.json'),
    JSON.stringify(
      {
        launch: {
          script: `assets/${renamed.get(SCORM_LAUNCH.script)}`,
          stylesheet: `assets/${renamed.get(SCORM_LAUNCH.stylesheet)}`,
        },
        csp: CSP,
        files: packaged,
        pages: guidesForPackage.pages,
        // The whole site (www/site/download.js zips it for a teacher): every file of this
        // folder but the .gz/.br siblings (a host that serves precompressed files can have
        // them from a build; the others ignore them), with this list and the offline worker.
        site: [
          ...listFiles(staging).filter((file) => file !== HTACCESS_NAME),
          'site-files.json',
          'sw.js',
        ].sort(),
      },
      null,
      1,
    ) + '\n',
  );

  // 6. Offline: a precache worker listing every file above (workbox-build), then compression.
  await generateServiceWorker(staging);
  const files = listFiles(staging);
  const listed = new Set(JSON.parse(fs.readFileSync(path.join(staging, 'site-files.json'), 'utf8')).site);
  const unlisted = files.filter((file) => !listed.has(file) && file !== HTACCESS_NAME);
  if (unlisted.length) throw new Error(`site-files.json's site list misses ${unlisted.join(', ')}`);
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(path.join(staging, file));
    const [gz, br] = await compressed(bytes);
    fs.writeFileSync(path.join(staging, `${file}.gz`), gz);
    fs.writeFileSync(path.join(staging, `${file}.br`), br);
  }

  // Swap the new folder in whole: a server reading dist/ meanwhile sees one build or the other.
  const old = `${out}.old-${process.pid}`;
  if (fs.existsSync(out)) fs.renameSync(out, old);
  fs.renameSync(staging, out);
  fs.rmSync(old, { recursive: true, force: true });
  return { out, files, buildId };
}

/** Compressed copies are kept here by content, so a rebuild compresses only what changed
 *  (Zopfli takes seconds on the wasm). */
const COMPRESS_CACHE = path.join(ROOT, 'target', 'site-compress');

/**
 * [gzip, brotli] of `bytes`, both at their best: gzip by Zopfli (npm @gfx/zopfli, the same
 * gzip format, some 5 % smaller than zlib's level 9, which matters for the first view's
 * budget; docs/first-view.md), brotli at quality 11.
 */
async function compressed(bytes) {
  const key = crypto.createHash('sha256').update(bytes).digest('hex');
  const cached = [`${key}.gz`, `${key}.br`].map((name) => path.join(COMPRESS_CACHE, name));
  if (cached.every((file) => fs.existsSync(file))) return cached.map((file) => fs.readFileSync(file));
  const gz = Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  fs.mkdirSync(COMPRESS_CACHE, { recursive: true });
  // Written beside and renamed: builds running in parallel (the tests) never read half a file.
  [gz, br].forEach((data, i) => {
    const temporary = `${cached[i]}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, cached[i]);
  });
  return [gz, br];
}

/** The repository paths a page's src= and href= attributes name (relative URLs only). */
function localReferences(html, page) {
  const pageDir = path.posix.dirname(page);
  const found = [];
  for (const [, url] of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/\s(?:src|href)="([^"]*)"/g)) {
    if (url === '' || /^(?:[a-z]+:|#|\/\/)/i.test(url)) continue;
    found.push(path.posix.normalize(path.posix.join(pageDir, url.split(/[?#]/)[0])));
  }
  return found;
}

/** Every file under dir, as relative POSIX paths. */
export function listFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

function webManifest() {
  return {
    name: 'Graph Nim Playground',
    short_name: 'Graph Nim',
    description: 'Play, study and teach Edge-Nim and Walking Nim on graphs, with an exact solver.',
    // Relative to this file, so the app installs from whichever folder the site is in.
    start_url: './index.html',
    scope: './',
    display: 'standalone',
    background_color: '#f7f7f4',
    theme_color: '#1d4ed8',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/**
 * One page for dist/: every src/href naming a file of the repository points at its built
 * copy, relative to the page; inline scripts and styles become files; the policy, the
 * manifest, the service worker's registration and the build's id go into <head>.
 */
function rewritePage(html, page, { renamed, assets, buildId, pageOwn }) {
  const pageDir = path.posix.dirname(page);
  const fromPage = (distPath) => path.posix.relative(pageDir, distPath) || '.';
  const assetUrl = (name) => fromPage(path.posix.normalize(`assets/${name}`));
  const moveInline = (body, ext) => {
    const bytes = Buffer.from(body.trim() + '\n');
    const name = hashedName(`${path.posix.basename(page, '.html')}-inline${ext}`, bytes);
    fs.writeFileSync(path.join(assets, name), bytes);
    pageOwn.add(name);
    return assetUrl(name);
  };
  let out = html
    // Comments may name files that are not shipped.
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, body) => {
      return `<script type="module" src="${moveInline(body, '.js')}"></script>`;
    })
    .replace(
      /<style>([\s\S]*?)<\/style>/g,
      (_, body) => `<link rel="stylesheet" href="${moveInline(body, '.css')}" />`,
    )
    .replace(/\s(src|href)="([^"]*)"/g, (whole, attribute, url) => {
      if (/^(?:[a-z]+:|#|\/\/)/i.test(url) || url === '') return whole;
      const [file, rest = ''] = url.split(/(?=[?#])/);
      const source = path.posix.normalize(path.posix.join(pageDir, file));
      if (PAGES.includes(source)) return whole;
      if (source.startsWith('assets/')) return whole;
      const built = renamed.get(source);
      if (!built)
        throw new Error(`${page}: ${url} is not part of the site (add it to scripts/build-site.mjs)`);
      return ` ${attribute}="${assetUrl(built)}${rest}"`;
    });
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(out)) throw new Error(`${page}: an inline script is left`);
  if (/\son[a-z]+="/i.test(out))
    throw new Error(`${page}: an inline event handler is left (the policy forbids it)`);
  const head = [
    `<meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
    // First of the page's scripts: it runs when the others cannot load (a partial copy).
    `<script type="module" src="${assetUrl(renamed.get(SITE_MODULES.loadCheck))}"></script>`,
    `<meta name="generator" content="graph-nim build-site ${buildId}" />`,
    // The page's own way to know it is the built site, without asking the server for a file
    // that may not be there: the puzzle set's "Download SCORM package" needs site-files.json
    // (www/scorm/collect.js, builtSite).
    `<meta name="${BUILT_SITE_META}" content="built" />`,
    `<link rel="manifest" href="${fromPage('manifest.webmanifest')}" />`,
    `<link rel="apple-touch-icon" href="${fromPage('icons/icon-192.png')}" />`,
    `<meta name="theme-color" content="#1d4ed8" />`,
  ];
  // A page without an icon link would have the browser ask for /favicon.ico at the host's root,
  // outside the site (a 404 in the host's logs): every page names the site's icon.
  if (!/<link rel="icon"/.test(html)) head.push(`<link rel="icon" href="${fromPage('icons/icon.svg')}" />`);
  // A page loading the playground registers the offline worker from it; any other loads it.
  if (!html.includes('www/app.js'))
    head.push(`<script type="module" src="${assetUrl(renamed.get('www/offline.js'))}"></script>`);
  out = replaceOnce(
    out,
    '<meta charset="utf-8" />',
    `<meta charset="utf-8" />\n    ${head.join('\n    ')}`,
    page,
  );
  // The icon placeholder (data:,) gives way to the real icon.
  out = out.replace(
    '<link rel="icon" href="data:," />',
    `<link rel="icon" href="${fromPage('icons/icon.svg')}" />`,
  );
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
  const started = performance.now();
  const { out: written, files } = await buildSite({ out });
  console.log(
    `built ${files.length} files into ${written} in ${(performance.now() - started).toFixed(0)} ms`,
  );
}
