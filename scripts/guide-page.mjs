// The guides (docs/*.md) as pages a person reads: rendered by markdown-it, their raw HTML
// shown as text (html: false), each link rewritten or dropped by the caller's rule. Used by
// scripts/build-site.mjs (dist/docs/*.html, under the site's policy) and by scripts/serve.mjs
// (the development server answers a browser asking for docs/NAME.md with this page, so the
// page's guide links read the same there as in dist/).
import MarkdownIt from 'markdown-it';
import markdownItAnchor from 'markdown-it-anchor';
import { slug as githubSlug } from 'github-slugger';

export const escapeText = (text) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]);

/** The guides' own look (dist/'s policy allows no inline style: it is a file there). */
export const GUIDE_CSS = `body { margin: 0; background: #fff; color: #1f2328; }
main { max-width: 820px; margin: 0 auto; padding: 16px 20px 48px; font: 16px/1.55 system-ui, sans-serif; }
img { max-width: 100%; height: auto; }
pre { overflow-x: auto; padding: 12px; background: #f6f8fa; border-radius: 6px; }
pre:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
code { font-size: 0.9em; }
table { border-collapse: collapse; }
.table-scroll { overflow-x: auto; }
.table-scroll:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
th, td { border: 1px solid #d0d7de; padding: 4px 8px; vertical-align: top; }
.to-playground { max-width: 820px; margin: 0 auto; padding: 8px 20px 0; font: 16px/1.55 system-ui, sans-serif; }
.to-playground a { display: inline-block; padding: 10px 0; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.download-status:not(:empty) { margin: 8px 0; padding: 8px 12px; border-left: 4px solid #1d4ed8; }
@media (prefers-color-scheme: dark) {
  body { background: #0d1117; color: #e6edf3; }
  a { color: #6cb6ff; }
  pre { background: #161b22; }
  pre:focus-visible, .table-scroll:focus-visible, a:focus-visible { outline-color: #6cb6ff; }
  th, td { border-color: #30363d; }
}
`;

const markdown = new MarkdownIt({ html: false });

// Every heading gets the id GitHub gives it (lowercase, punctuation but - and _ dropped, each
// space a -, a repeated one -1, -2…), so a link to `#embedding-in-course-notes` or
// `embed.md#an-iframe-sized-to-its-content` lands on its heading both on GitHub and on the
// site. markdown-it-anchor puts the ids on and numbers the repeats; github-slugger is the slug
// GitHub uses (its own default keeps punctuation, so `#ericksons-…` would miss). No tabindex:
// the heading is a place to land, not a control.
markdown.use(markdownItAnchor, { slugify: githubSlug, tabIndex: false });

/** What a code block holds, by the language its fence names: the name a screen reader says
 *  when the block takes focus. */
const CODE_NAMES = {
  sh: 'Shell commands',
  bash: 'Shell commands',
  console: 'Commands and their output',
  html: 'HTML code',
  js: 'JavaScript code',
  json: 'JSON',
  python: 'Python code',
  yaml: 'YAML',
  text: 'Text',
};

// A table wider than a phone scrolls sideways in a box of its own, which takes focus for the
// arrow keys as a code block does (below); the table inside stays a table to a screen reader.
markdown.renderer.rules.table_open = (tokens, idx, options, env, self) =>
  `<div class="table-scroll" tabindex="0" role="group" aria-label="Table">\n${self.renderToken(tokens, idx, options)}`;
markdown.renderer.rules.table_close = (tokens, idx, options, env, self) =>
  `${self.renderToken(tokens, idx, options)}</div>\n`;

// A code block keeps its lines as written (a command, an embed code, a table of output), so a
// long one scrolls sideways in its box: it takes focus (Tab), with a name and a visible ring,
// so the arrow keys can scroll it; a box only a mouse could scroll hid the end of the code.
for (const rule of ['fence', 'code_block']) {
  const render = markdown.renderer.rules[rule];
  markdown.renderer.rules[rule] = (tokens, idx, ...rest) => {
    const language = tokens[idx].info.trim().split(/\s+/)[0];
    const name = CODE_NAMES[language] ?? 'Code';
    return render(tokens, idx, ...rest).replace(
      /^<pre>/,
      `<pre tabindex="0" role="group" aria-label="${name}">`,
    );
  };
}

/**
 * The link at the top of a guide and of their index, back to the playground: the page's Help
 * opens a guide in a new tab, and a phone shows no tabs to go back to. The first thing Tab
 * reaches. `playground` is the playground's address relative to the page (`../index.html`),
 * so it holds on a host under any sub-folder; null gives no link (a SCORM package carries the
 * guide to playing without the playground). `backScript`: the address of www/guide-back.js,
 * which closes a guide's tab that the playground's Help opened instead (its game is there).
 */
const playgroundNav = (playground, backScript) =>
  playground
    ? `    <nav class="to-playground" aria-label="Graph Nim Playground">
      <a href="${playground}"><span aria-hidden="true">← </span>Back to the playground</a>
    </nav>
${backScript ? `    <script type="module" src="${backScript}"></script>\n` : ''}`
    : '';

/**
 * One guide as a whole HTML page. `target(href)` gives a link's new address, or null to keep
 * its words and drop the address; `head` is what goes in <head> after the title (the policy
 * and the stylesheet); `playground` the playground's address, for the link back to it at the
 * top (see playgroundNav).
 */
export function guidePage(text, { fallbackTitle, target, head, playground = null, backScript = null }) {
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
${playgroundNav(playground, backScript)}    <main>
${body}
    </main>
  </body>
</html>
`;
}

/** The guides by reader, each with its line on the index (docs/index.html); a guide not named
 *  here is listed last, by its title alone. */
const GUIDE_GROUPS = [
  ['For players and students', [['play.md', 'the rules, the computer, hints, puzzles and the keys']]],
  [
    'For teachers',
    [
      ['teach.md', 'making puzzles, sharing them as links, following students’ answers'],
      ['embed.md', 'an iframe, the <graph-nim> element, or the messages a course page exchanges'],
      [
        'host.md',
        'copying the built site to a web server, using it offline, packaging puzzles for Moodle or Canvas',
      ],
    ],
  ],
  [
    'For researchers',
    [
      [
        'research.md',
        'solving a position, tabulating values, explaining them, checking a rule on a whole box',
      ],
      ['python.md', 'the same engine from Python'],
      ['theory.md', 'every theorem the solver uses, with its source, and what is open'],
      ['format.md', 'the JSON position, the link grammar, the limits and the errors'],
    ],
  ],
  [
    'For developers',
    [
      ['develop.md', 'architecture, folders, adding a rule set or a theorem, tests'],
      ['speed.md', 'benchmarks, with their commands and dates'],
      ['first-view.md', 'every file a first visit fetches, and its size'],
    ],
  ],
];

/** A guide's title: its first heading, or its file's name. */
const guideTitle = (text, file) => text.match(/^# (.+)$/m)?.[1] ?? file.replace(/\.md$/, '');

/**
 * The guides' index as a whole HTML page (docs/index.html, what /docs/ opens): each guide
 * there is (`guides`: {file: Markdown text}) linked by its title, with one line on what it is
 * for. `link(file)` gives a guide's address; `playground` the playground's (linked at the top,
 * as on a guide, and in the opening line); `head` as for guidePage.
 */
export function guideIndexPage(guides, { link, playground, head, backScript = null }) {
  const item = (file, line) =>
    `<li><a href="${link(file).replace(/&/g, '&amp;')}">${escapeText(guideTitle(guides[file], file))}</a>${line ? `: ${escapeText(line)}` : ''}</li>`;
  const named = new Set(GUIDE_GROUPS.flatMap(([, list]) => list.map(([file]) => file)));
  const groups = GUIDE_GROUPS.map(([heading, list]) => [heading, list.filter(([file]) => file in guides)]);
  const others = Object.keys(guides)
    .filter((file) => !named.has(file))
    .sort()
    .map((file) => [file, '']);
  if (others.length) groups.push(['Other guides', others]);
  const body = groups
    .filter(([, list]) => list.length)
    .map(
      ([heading, list]) =>
        `<h2>${escapeText(heading)}</h2>\n<ul>\n${list.map(([file, line]) => item(file, line)).join('\n')}\n</ul>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Guides: Graph Nim Playground</title>
${head}
  </head>
  <body>
${playgroundNav(playground, backScript)}    <main>
<h1>Guides</h1>
<p>How to play, teach, research and build with <a href="${playground}">Graph Nim Playground</a>, one guide for each.</p>
${body}
    </main>
  </body>
</html>
`;
}
