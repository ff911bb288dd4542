// Every field a share link writes is either part of its board (its position and its puzzle:
// a change there is a new history entry) or says how the board is laid out and played (a change
// there replaces the entry). share/link.js holds the one list; a field added to encodeFragment
// and to neither side fails here. No browser: link.js is plain code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, encodeFragment } from '../www/share/link.js';

// How a board is laid out and played, and a game on it: never its board.
// Explore's fields (research/explore-link.js) too: opening it is no new board.
const NOT_BOARD = [
  'xy',
  'mode',
  'cpu',
  'first',
  'next',
  'moves',
  'switch',
  'explore',
  'upto',
  'mappiece',
  'formula',
  'where',
];

const PUZZLE = { goal: 'find', title: 'A & B', text: 'Find it', reveal: 2 };
const PLAYED = {
  layout: [
    [100, 100],
    [200, 100],
  ],
  mode: 'play',
  opponent: 'cpu',
  strength: 'casual',
  computerStarts: true,
  nextComputerStarts: false,
};
const LINKS = [
  encodeFragment({
    ...PLAYED,
    position: { rules: 'edge', vertices: 2, edges: [[0, 1, 3]], play: 'misere' },
    puzzle: PUZZLE,
    moves: [{ vertex: 0, take: [[0, 1]] }],
  }),
  encodeFragment({
    ...PLAYED,
    position: { rules: 'walk', vertices: 2, edges: [[0, 1, 3]], token: 1 },
    moves: [
      { edge: 0, take: 1 },
      { edge: 0, take: 1 },
    ],
    switches: [1],
  }),
  encodeFragment({
    ...PLAYED,
    position: { rules: 'circular', piles: [2, 3, 1], k: 2 },
    extra: ['explore=0,1', 'upto=2,3,1', 'mappiece=0', 'formula=a%20%3D%3D%20b', 'where=c'],
  }),
  encodeFragment({ ...PLAYED, position: { rules: 'setnim', piles: [2, 3], sets: [[0, 1]] } }),
];

test('each field a link writes is its board or how it is played, never both', () => {
  const written = new Set();
  for (const link of LINKS) {
    const board = new Set(boardOf(link).split('&'));
    for (const field of link.slice(1).split('&')) {
      const name = field.slice(0, field.indexOf('='));
      written.add(name);
      const inBoard = board.has(field);
      assert.notEqual(inBoard, NOT_BOARD.includes(name), `${name}= in ${link}`);
    }
  }
  // The links above write every field of the grammar, so the check covers them all.
  for (const name of NOT_BOARD) assert.ok(written.has(name), `no link wrote ${name}=`);
  for (const name of [
    'rules',
    'v',
    'e',
    'play',
    'piece',
    'piles',
    'k',
    'sets',
    'goal',
    'title',
    'text',
    'reveal',
  ])
    assert.ok(written.has(name), `no link wrote ${name}=`);
});

test('the board of an address leaves out how it is played', () => {
  assert.equal(
    boardOf('#rules=edge&v=3&e=0-1:2&xy=1,2;3,4&mode=play-cpu&moves=0:0-1'),
    'rules=edge&v=3&e=0-1:2',
  );
  assert.equal(boardOf(''), '');
});
