// The guides (docs/*.md) as pages a person reads: rendered by markdown-it, their raw HTML
// shown as text (html: false), each link rewritten or dropped by the caller's rule. Used by
// scripts/build-site.mjs (dist/docs/*.html, under the site's policy) and by scripts/serve.mjs
// (the development server answers a browser asking for docs/NAME.md with this page, so the
// page's guide links read the same there as in dist/).
import MarkdownIt from 'markdown-it';

export const escapeText = (text) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]);

/** The guides' own look (dist/'s policy allows no inline style: it is a file there). */
export const GUIDE_CSS = `body { margin: 0; background: #fff; color: #1f2328; }
main { max-width: 820px; margin: 0 auto; padding: 16px 20px 48px; font: 16px/1.55 system-ui, sans-serif; }
img { max-width: 100%; height: auto; }
pre { overflow-x: auto; padding: 12px; background: #f6f8fa; border-radius: 6px; }
code { font-size: 0.9em; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { border: 1px solid #d0d7de; padding: 4px 8px; vertical-align: top; }
.download-status:not(:empty) { margin: 8px 0; padding: 8px 12px; border-left: 4px solid #1d4ed8; }
@media (prefers-color-scheme: dark) {
  body { background: #0d1117; color: #e6edf3; }
  a { color: #6cb6ff; }
  pre { background: #161b22; }
  th, td { border-color: #30363d; }
}
`;

const markdown = new MarkdownIt({ html: false });

/**
 * One guide as a whole HTML page. `target(href)` gives a link's new address, or null to keep
 * its words and drop the address; `head` is what goes in <head> after the title (the policy
 * and the stylesheet).
 */
export function guidePage(text, { fallbackTitle, target, head }) {
  const title = escapeText(text.match(/^# (.+)$/m)?.[1] ?? fallbackTitle);
  const body = markdown
    .render(text)
    .replace(/<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (whole, href, rest, words) => {
      const to = target(href.replace(/&amp;/g, '&'));
      return to === null ? words : `<a href="${to.replace(/&/g, '&amp;')}"${rest}>${words}</a>`;
    });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
${head}
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>
`;
}
