// A node --test reporter that says where the browser tests' time goes: for each test file,
// its wall time (from the previous file's last report to its own last: its start-up, browser
// launch and tests, when files run one at a time; when two run side by side the run's time is
// split between them as their reports come) and the sum of its top-level tests (its own time
// either way), slowest first. The browser
// tests must keep the test command within its time; scripts/test.sh names the table's file in
// TEST_FILE_TIMES (test-artifacts/e2e-file-times.txt) and prints the slowest few.
//
// The table is written again, synchronously, after every top-level test: --test-force-exit
// ends the process as soon as the last test is over, before a reporter's stream would flush.
import fs from 'node:fs';
import path from 'node:path';

const OUT = process.env.TEST_FILE_TIMES || 'test-artifacts/e2e-file-times.txt';

function table(byFile) {
  const rows = [...byFile].sort((a, b) => b[1].wall - a[1].wall);
  const total = rows.reduce((sum, [, { wall }]) => sum + wall, 0);
  const s = (ms) => (ms / 1000).toFixed(1).padStart(7);
  const lines = ['#  wall s  tests s  share  tests  file'];
  for (const [file, { wall, ms, tests }] of rows) {
    const share = total ? ((100 * wall) / total).toFixed(1) : '0.0';
    lines.push(` ${s(wall)}  ${s(ms)}  ${share.padStart(4)}%  ${String(tests).padStart(5)}  ${file}`);
  }
  lines.push(` ${s(total)}  total over ${rows.length} files`);
  return `${lines.join('\n')}\n`;
}

export default async function* fileTimes(source) {
  const byFile = new Map();
  // Each report's time since the one before goes to the file it is of: a file's start-up
  // (its server, its browser) comes before its first report, after the previous file's last.
  let last = Date.now();
  const write = () => {
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, table(byFile));
  };
  for await (const { type, data } of source) {
    if (!data?.file) continue;
    const file = path.relative(process.cwd(), data.file);
    if (!byFile.has(file)) byFile.set(file, { wall: 0, tests: 0, ms: 0 });
    const entry = byFile.get(file);
    const now = Date.now();
    entry.wall += now - last;
    last = now;
    if ((type === 'test:pass' || type === 'test:fail') && data.nesting === 0) {
      entry.ms += data.details?.duration_ms ?? 0;
      entry.tests += 1;
      write();
    }
  }
  write();
  yield '';
}
