// Where the guides are, for the page's links to them (Help, Make a puzzle). In the development
// tree they are the Markdown files docs/*.md beside index.html (scripts/serve.mjs shows them
// as text); in the built site scripts/build-site.mjs renders them into docs/*.html and points
// these URLs there (it rewrites each `new URL('…', import.meta.url)` naming a file it builds).
// This module sits in www/ beside www/app.js, the bundle the page loads, so the relative URLs
// hold from either.

/** The guide's address, or null where this module has no folder (a bundle from a blob: URL). */
function guide(make) {
  try {
    return make().href;
  } catch {
    return null;
  }
}

/** The guides a player, a teacher and a course page's author read. */
export const GUIDES = {
  play: guide(() => new URL('../docs/play.md', import.meta.url)),
  teach: guide(() => new URL('../docs/teach.md', import.meta.url)),
  embed: guide(() => new URL('../docs/embed.md', import.meta.url)),
  // Every guide with a line each: a page the development server makes, and the build writes.
  index: guide(() => new URL('../docs/index.html', import.meta.url)),
};
