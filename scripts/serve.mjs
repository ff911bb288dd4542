#!/usr/bin/env node
// Tiny static file server for the repository root (node only; markdown-it, when installed,
// renders the guides for a browser: see wantsGuidePage).
//
//   node scripts/serve.mjs [port]         (or PORT=8080 node scripts/serve.mjs)
//
// Also usable as a module (the e2e tests start it on port 0):
//
//   import { startServer } from './scripts/serve.mjs';
//   const { url, port, close } = await startServer({ root, port: 0 });
//
// Serves files only (a directory serves its index.html), only under `root`, on 127.0.0.1,
// to pages of any origin (Access-Control-Allow-Origin: *), as a course page needs.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '..');

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function mimeType(file) {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a URL path to a file under root, or null when it would escape root. */
export function resolveUnderRoot(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded.replace(/\\/g, '/')));
  const rel = path.relative(root, full);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return full;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

/** A browser opening a guide (docs/NAME.md, as the page's Help links it) gets it as a page to
 *  read, as dist/ serves it; any other client (curl, a script) gets the Markdown itself. */
function wantsGuidePage(req, rel) {
  return /^docs[\\/][^\\/]+\.md$/.test(rel) && /\btext\/html\b/.test(String(req.headers.accept ?? ''));
}

/** The guide rendered by scripts/guide-page.mjs (markdown-it, loaded on the first guide asked
 *  for); without markdown-it installed, the Markdown as text. */
function serveGuidePage(res, file, headOnly) {
  Promise.all([import('./guide-page.mjs'), fs.promises.readFile(file, 'utf8')])
    .then(([{ guidePage, GUIDE_CSS }, text]) => {
      const html = guidePage(text, {
        fallbackTitle: path.basename(file, '.md'),
        target: (href) => href,
        playground: '../index.html',
        backScript: '../www/guide-back.js',
        head: `    <style>\n${GUIDE_CSS}    </style>`,
      });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(headOnly ? undefined : html);
    })
    .catch(() => {
      fs.readFile(file, (err, body) => {
        if (err) return send(res, 404, 'Not Found\n');
        res.writeHead(200, { 'Content-Type': mimeType(file), 'Cache-Control': 'no-cache' });
        res.end(headOnly ? undefined : body);
      });
    });
}

/** The guides' index (docs/ and docs/index.html, which the development tree has no file for):
 *  made by scripts/guide-page.mjs from the guides there, each linked as docs/NAME.md, which a
 *  browser gets as a page (serveGuidePage), as dist/'s docs/index.html links its pages. */
function serveGuideIndex(res, docsDir, headOnly) {
  Promise.all([
    import('./guide-page.mjs'),
    fs.promises
      .readdir(docsDir)
      .then((names) => names.filter((name) => name.endsWith('.md')))
      .then((names) =>
        Promise.all(names.map((name) => fs.promises.readFile(path.join(docsDir, name), 'utf8'))).then(
          (texts) => Object.fromEntries(names.map((name, i) => [name, texts[i]])),
        ),
      ),
  ])
    .then(([{ guideIndexPage, GUIDE_CSS }, guides]) => {
      if (!Object.keys(guides).length) return send(res, 404, 'Not Found\n');
      const html = guideIndexPage(guides, {
        link: (file) => file,
        playground: '../index.html',
        backScript: '../www/guide-back.js',
        head: `    <style>\n${GUIDE_CSS}    </style>`,
      });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(headOnly ? undefined : html);
    })
    .catch(() => send(res, 404, 'Not Found\n'));
}

/** Files up to this size are kept in memory between requests (the wasm modules included). */
const CACHE_MAX_FILE = 4 << 20;

function handler(root) {
  const realRoot = fs.realpathSync(root);
  const cache = new Map(); // real path → {mtimeMs, size, body}
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    }
    const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0];
    let file = resolveUnderRoot(realRoot, urlPath);
    if (!file) return send(res, 404, 'Not Found\n');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!urlPath.endsWith('/')) {
          return send(res, 301, '', { Location: urlPath + '/' });
        }
        file = path.join(file, 'index.html');
        return fs.stat(file, (err2, st2) => serveFile(err2, st2));
      }
      serveFile(err, st);
    });

    function serveFile(err, st) {
      if (err && path.relative(realRoot, file) === path.join('docs', 'index.html'))
        return serveGuideIndex(res, path.dirname(file), req.method === 'HEAD');
      if (err || !st.isFile()) return send(res, 404, 'Not Found\n');
      // Symlinks must not lead outside the root either.
      fs.realpath(file, (err3, real) => {
        const rel = err3 ? '..' : path.relative(realRoot, real);
        if (rel.startsWith('..') || path.isAbsolute(rel)) return send(res, 404, 'Not Found\n');
        if (wantsGuidePage(req, rel)) return serveGuidePage(res, real, req.method === 'HEAD');
        // no-cache: the browser asks each time, so an edited file shows at once; the validator
        // lets an unchanged one be answered "304 Not Modified", and the browser then keeps
        // what it compiled of it (the engine's wasm, the page's script) instead of compiling
        // it again on every reload.
        const etag = `W/"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
          return res.end();
        }
        res.writeHead(200, {
          'Content-Type': mimeType(file),
          'Content-Length': st.size,
          'Cache-Control': 'no-cache',
          ETag: etag,
          'X-Content-Type-Options': 'nosniff',
          // A course page on another origin loads the <graph-nim> element, embed-resize.js,
          // the stylesheet, the wasm and the workers from here (docs/embed.md): module
          // scripts and fetch() across origins need this header.
          'Access-Control-Allow-Origin': '*',
        });
        if (req.method === 'HEAD') return res.end();
        // Small files are answered from memory while unchanged (same size and mtime): the page
        // loads some sixty modules at once, and a read stream per request made each wait
        // behind the others (the first render measured 440 ms, most of it in that queue).
        const cached = cache.get(real);
        if (cached && cached.mtimeMs === st.mtimeMs && cached.size === st.size) return res.end(cached.body);
        if (st.size > CACHE_MAX_FILE) {
          return fs
            .createReadStream(file)
            .on('error', () => res.destroy())
            .pipe(res);
        }
        fs.readFile(real, (err4, body) => {
          if (err4 || body.length !== st.size) return res.destroy();
          cache.set(real, { mtimeMs: st.mtimeMs, size: st.size, body });
          res.end(body);
        });
      });
    }
  };
}

/**
 * Starts the server on 127.0.0.1.
 * @param {{root?: string, port?: number, host?: string}} [opts]
 * @returns {Promise<{url: string, port: number, server: http.Server, close: () => Promise<void>}>}
 */
export function startServer({ root = REPO_ROOT, port = 8080, host = '127.0.0.1' } = {}) {
  const server = http.createServer(handler(path.resolve(root)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const actual = server.address().port;
      resolve({
        url: `http://${host}:${actual}/`,
        port: actual,
        server,
        close: () =>
          new Promise((res) => {
            server.close(() => res());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

const isMain = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`invalid port: ${process.argv[2] ?? process.env.PORT}`);
    process.exit(2);
  }
  const root = process.env.SERVE_ROOT ? path.resolve(process.env.SERVE_ROOT) : REPO_ROOT;
  startServer({ root, port }).then(
    ({ url, close }) => {
      console.log(`Serving ${root} at ${url}  (Ctrl-C to stop)`);
      const stop = () => close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (err) => {
      console.error(`cannot start server on port ${port}: ${err.message}`);
      process.exit(1);
    },
  );
}
