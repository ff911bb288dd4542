// A course site on an origin of its own: a temporary folder of pages a test writes, served by
// a static server of its own for the file's tests, so a page there embeds the playground (from
// its own server) across origins, as a teacher's course notes do.
import { before, after } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';

/**
 * Opens the folder and its server before the file's tests and removes both after them.
 * `url` is the server's address (ending in '/'); `write(name, html)` writes a page and returns
 * its address.
 */
export function useCourseFolder(prefix = 'course') {
  let dir;
  let server;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `graphnim-${prefix}-`));
    server = await startServer({ root: dir, port: 0 });
  });
  after(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      return server.url;
    },
    write(name, html) {
      fs.writeFileSync(path.join(dir, name), html);
      return new URL(name, server.url).href;
    },
  };
}
