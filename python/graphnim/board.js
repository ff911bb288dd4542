// graphnim.Board's front end (anywidget): the page's <graph-nim> element, from the package's
// own files. The bundle, its workers, the wasm and the stylesheet arrive as widget traits and
// become blob: URLs, which configureGraphNim (www/graph-nim.js) is told before the first
// element connects; nothing is fetched from the network. The position is synced both ways:
// Python's `position` trait sets the element's, and every move on the board (the user's or
// the computer's) is sent back through graphnim:move.

const blobUrl = (data, type) => URL.createObjectURL(new Blob([data], { type }));

/** The element's module, configured once per page (a notebook has many boards). */
let loaded = null;
function loadElement(model) {
  loaded ??= (async () => {
    const js = 'text/javascript';
    const { configureGraphNim } = await import(blobUrl(model.get('_bundle'), js));
    configureGraphNim({
      wasm: blobUrl(model.get('_wasm'), 'application/wasm'),
      toolsWasm: blobUrl(model.get('_tools_wasm'), 'application/wasm'),
      worker: blobUrl(model.get('_worker'), js),
      toolsWorker: blobUrl(model.get('_tools_worker'), js),
      stylesheet: blobUrl(model.get('_stylesheet'), 'text/css'),
    });
  })();
  return loaded;
}

/** JSON with keys sorted, so two spellings of one position compare equal. */
const canonical = (value) =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
const same = (a, b) => canonical(a) === canonical(b);

async function render({ model, el }) {
  await loadElement(model);
  const board = document.createElement('graph-nim');
  board.className = 'graphnim-board';
  board.style.setProperty('--graph-nim-height', `${model.get('height')}px`);
  el.append(board);
  const show = () => {
    const wanted = model.get('position');
    if (!same(board.position, wanted)) board.position = wanted;
  };
  await board.ready;
  show();
  const onMove = (event) => {
    const position = event.detail?.position;
    if (!position || same(position, model.get('position'))) return;
    model.set('position', position);
    model.save_changes();
  };
  board.addEventListener('graphnim:move', onMove);
  model.on('change:position', show);
  return () => {
    board.removeEventListener('graphnim:move', onMove);
    model.off('change:position', show);
  };
}

export default { render };
