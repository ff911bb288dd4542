// What only a page of its own shows (page-parts.js): registered when this module loads.

import { registerPageParts } from './page-parts.js';
import { createHeader } from './header.js';
import { createPresetsCard } from '../editor/presets-card.js';
import { createShareCard } from '../share/share-card.js';
import { createDraftNote } from '../puzzle/draft-note.js';

registerPageParts({ createHeader, createPresetsCard, createShareCard, createDraftNote });
