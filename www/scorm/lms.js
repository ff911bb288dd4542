// The SCORM runtime's side of a puzzle set: talks to the learning management system's API
// (SCORM 1.2's `API`, SCORM 2004's `API_1484_11`), found the standard way, in a parent or an
// opener window (ADL's API discovery algorithm: up the parents, at most 7 levels, then the
// opener's). It reports puzzles solved of the set as the score, the status (incomplete until
// every puzzle is solved, then passed), one interaction per counted answer, and the set's
// progress as suspend_data so a student who comes back finds solved puzzles solved. It
// commits after each counted answer and each solution shown, and finishes once, on unload.
//
// No DOM here: the launch page (launch.js) owns the screen. Without an LMS every call is a
// no-op and `connected` is false, so the page still works and says nothing is recorded.

/** How many parent windows the discovery climbs (ADL's sample code uses 7). */
const MAX_PARENTS = 7;

/** SCORM 1.2 caps suspend_data at 4096 characters. */
const SUSPEND_LIMIT_12 = 4096;

/** The two versions' names for the same things. */
const DIALECTS = {
  1.2: {
    apiName: 'API',
    call: {
      initialize: 'LMSInitialize',
      get: 'LMSGetValue',
      set: 'LMSSetValue',
      commit: 'LMSCommit',
      finish: 'LMSFinish',
      error: 'LMSGetLastError',
      errorString: 'LMSGetErrorString',
    },
    results: { correct: 'correct', wrong: 'wrong', neutral: 'neutral' },
    suspendLimit: SUSPEND_LIMIT_12,
  },
  2004: {
    apiName: 'API_1484_11',
    call: {
      initialize: 'Initialize',
      get: 'GetValue',
      set: 'SetValue',
      commit: 'Commit',
      finish: 'Terminate',
      error: 'GetLastError',
      errorString: 'GetErrorString',
    },
    results: { correct: 'correct', wrong: 'incorrect', neutral: 'neutral' },
    suspendLimit: 64000,
  },
};

/** Finds the LMS's API object for `version` from `start` (a window), or null. */
export function findApi(version, start = globalThis.window) {
  const { apiName } = DIALECTS[version];
  const search = (win) => {
    for (let level = 0; win && level <= MAX_PARENTS; level++) {
      try {
        if (win[apiName]) return win[apiName];
      } catch {
        return null; // another origin's window: the API cannot be there for us
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  };
  let api = search(start);
  if (!api && start?.opener) api = search(start.opener);
  return api ?? null;
}

/** SCORM 1.2's session time: HHHH:MM:SS.SS. */
function time12(ms) {
  const s = ms / 1000;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = (s % 60).toFixed(2).padStart(5, '0');
  return `${String(hours).padStart(4, '0')}:${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** SCORM 2004's session time: an ISO 8601 duration. */
const time2004 = (ms) => `PT${(ms / 1000).toFixed(2)}S`;

/**
 * Connects to the LMS. `version` '1.2' or '2004'; `total`: how many puzzles the set has.
 * Returns {connected, version, resume(): saved progress or null, record(answer), finish()}.
 */
export function connectLms({ version, total, api = findApi(version) }) {
  const dialect = DIALECTS[version];
  if (!dialect) throw new Error(`SCORM version must be 1.2 or 2004, not ${version}`);
  const started = Date.now();
  let connected = false;
  let finished = false;
  let interactions = 0;

  const call = (name, ...args) => {
    if (!connected && name !== 'initialize') return '';
    try {
      return String(api[dialect.call[name]](...args));
    } catch (err) {
      console.warn(`SCORM ${dialect.call[name]} failed: ${err?.message ?? err}`);
      return '';
    }
  };
  const set = (key, value) => call('set', key, String(value));
  const get = (key) => call('get', key);

  if (api) connected = call('initialize', '') === 'true';
  if (connected) interactions = Number(get('cmi.interactions._count')) || 0;

  /** Score and status for `solved` of `total`. */
  function report(solved) {
    const done = solved >= total;
    if (version === '1.2') {
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', total);
      set('cmi.core.score.raw', solved);
      set('cmi.core.lesson_status', done ? 'passed' : 'incomplete');
    } else {
      set('cmi.score.min', 0);
      set('cmi.score.max', total);
      set('cmi.score.raw', solved);
      set('cmi.score.scaled', total ? (solved / total).toFixed(4).replace(/\.?0+$/, '') : 0);
      set('cmi.completion_status', done ? 'completed' : 'incomplete');
      set('cmi.success_status', done ? 'passed' : 'unknown');
    }
  }

  /** Keeps the set's progress as suspend_data (unless over the version's limit). */
  function keep(progress) {
    const saved = JSON.stringify(progress);
    if (saved.length <= dialect.suspendLimit) set('cmi.suspend_data', saved);
  }

  return {
    connected,
    version,
    /** The progress saved by an earlier session (suspend_data), parsed, or null. */
    resume() {
      const text = connected ? get('cmi.suspend_data') : '';
      if (!text) return null;
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    },
    /**
     * Records one counted answer: `puzzleId` (e.g. "puzzle-2"), its `result` ('correct',
     * 'wrong', or 'neutral': solved after the solution was shown), the set's progress after it
     * (`progress`: saved as suspend_data) and how many are solved.
     */
    record({ puzzleId, result, solved, progress }) {
      if (!connected) return;
      const n = interactions++;
      const prefix = `cmi.interactions.${n}`;
      set(`${prefix}.id`, puzzleId);
      set(`${prefix}.type`, version === '1.2' ? 'performance' : 'other');
      set(`${prefix}.result`, dialect.results[result]);
      if (version === '2004') set(`${prefix}.timestamp`, new Date().toISOString().slice(0, 19));
      keep(progress);
      report(solved);
      call('commit', '');
    },
    /** Saves the set's progress with no answer to record (a solution shown), and commits. */
    save(progress) {
      if (!connected) return;
      keep(progress);
      call('commit', '');
    },
    /** The status as it stands when the page opens (before any answer of this session). */
    start(solved) {
      if (!connected) return;
      report(solved);
      call('commit', '');
    },
    /** Ends the session (on unload): time spent, exit 'suspend' so progress is kept. */
    finish(solved) {
      if (!connected || finished) return;
      finished = true;
      const elapsed = Date.now() - started;
      if (version === '1.2') {
        set('cmi.core.session_time', time12(elapsed));
        set('cmi.core.exit', solved >= total ? '' : 'suspend');
      } else {
        set('cmi.session_time', time2004(elapsed));
        set('cmi.exit', solved >= total ? 'normal' : 'suspend');
      }
      call('commit', '');
      call('finish', '');
    },
    /** The LMS's last error, for messages: '' when there is none. */
    lastError() {
      const code = call('error');
      return code && code !== '0' ? `${code} ${call('errorString', code)}` : '';
    },
  };
}
