// Where the puzzle maker keeps its draft and set in the browser's storage (maker-storage.js),
// apart so the page's note of an unfinished draft (draft-note.js) can look for it without the
// maker's code.
export const MAKER_KEY = 'graphnim:puzzle-maker';
