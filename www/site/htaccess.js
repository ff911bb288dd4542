// The site folder's .htaccess, for Apache (a university web folder is most often Apache): it
// sends Access-Control-Allow-Origin: * with every file, so a course page on another origin can
// load the <graph-nim> element (a module script, its wasm, workers and stylesheet are fetched
// with CORS; without the header the element shows only its picture and link). The files are
// public and carry no cookie-bound data, so any origin may read them. scripts/build-site.mjs
// writes it into dist/, and the site's download (download.js) adds it to the zip from here
// rather than fetching it: Apache refuses to serve .htaccess files. A server without
// mod_headers skips it (IfModule); one that forbids the Header directive in .htaccess answers
// 500 Internal Server Error instead, and the hosting guide (docs/host.md) says to delete it then.

/** The file's name and text. */
export const HTACCESS_NAME = '.htaccess';
export const HTACCESS = `# Graph Nim Playground: lets course pages on other sites load the <graph-nim> element
# from this folder (docs/host.md, "A university web folder").
# If this folder answers "500 Internal Server Error", your host does not allow this: delete
# this file, and ask for the header Access-Control-Allow-Origin: * instead.
<IfModule mod_headers.c>
  Header set Access-Control-Allow-Origin "*"
</IfModule>
`;
