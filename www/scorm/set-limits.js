// What a puzzle set may be, apart from the code that zips it (package.js, which imports
// fflate): the puzzle maker's storage checks a kept set against these without loading the zip
// writer, which a page using the unbundled modules (createPlayground) could not resolve.

export const SCORM_VERSIONS = ['1.2', '2004'];

/** Caps before anything is allocated: a set is a handful of puzzles typed by a teacher. */
export const SET_LIMITS = { puzzles: 100, titleChars: 200, jsonChars: 1 << 20 };
