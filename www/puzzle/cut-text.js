// A title or task longer than a puzzle holds (a task pasted from course notes) is cut to the
// limit, keeping what fits, and the card says so under the field: a field's maxLength cut it
// silently, and the teacher found the end of the task missing only in the student's view.

import { h } from '../common/dom.js';
import { formatNumber } from '../common/words.js';

/** The note under a field, shown when its text was cut. */
export const cutNote = () => h('p', { class: 'muted small cut-note', hidden: true, 'aria-live': 'polite' });

/** The field's text, cut to `limit` characters; `note` says what was cut (`what`: "task"). */
export function keptText(field, note, limit, what) {
  const typed = field.value;
  const cut = typed.length - limit;
  note.hidden = cut <= 0;
  if (cut <= 0) return typed;
  const caret = Math.min(field.selectionEnd ?? limit, limit);
  field.value = typed.slice(0, limit);
  field.setSelectionRange(caret, caret);
  note.textContent = `A puzzle’s ${what} holds at most ${formatNumber(limit)} characters: the last ${formatNumber(cut)} ${cut === 1 ? 'was' : 'were'} cut.`;
  return field.value;
}
