// index.html's entry (www/app.js in the development tree, the app's entry in dist/): opens the
// page's playground (main.js bootstrap) with the parts only a page of its own shows
// (page/full-page-parts.js), which an embed does without.
import { bootstrap } from './main.js';

if (typeof document !== 'undefined') bootstrap(() => import('./page/full-page-parts.js'));
