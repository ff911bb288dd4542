// The words for a move moved to another vertex (Enter on an edge at another vertex): the
// picks it keeps, then the new edge's (`taking`), and those dropped for not touching the new
// vertex; said piecemeal, the kept picks went unsaid and the dropped ones vanished silently.
import { edgeName } from '../common/words.js';

/** `before`, `pending`: the move ({vertex, take}) before and after Enter on edge `e`. */
export function wholeMove(position, before, pending, e, taking) {
  const picked = (take) => Object.keys(take).filter((i) => take[i] > 0 && +i !== e);
  const name = (i) => edgeName(position, +i);
  const kept = picked(pending.take).map((i) => `${pending.take[i]} from ${name(i)}`);
  const dropped = picked(before.take).filter((i) => !pending.take[i]);
  const one = dropped.length === 1;
  const whole = kept.length ? taking.replace(/^taking /, `taking ${kept.join(', ')} and `) : taking;
  const gone = dropped.length
    ? ` The pick${one ? '' : 's'} on ${dropped.map(name).join(', ')} ${one ? 'is' : 'are'} dropped: ${one ? 'it does' : 'they do'} not touch vertex ${pending.vertex}.`
    : '';
  return `${whole}${gone}`;
}
