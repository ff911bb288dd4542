// A node --test reporter that says where the browser tests' time goes: for each test file,
// the time from its first report to the next file's (its start-up, browser launch and tests,
// when files run one at a time) and the sum of its top-level tests, slowest first. The browser
// tests must keep the test command within its time; scripts/test.sh writes this table to
// test-artifacts/e2e-file-times.txt and prints the slowest few.
import path from 'node:path';

export default async function* fileTimes(source) {
  const byFile = new Map();
  let current = null;
  let since = Date.now();
  const close = (now) => {
    if (current) byFile.get(current).wall += now - since;
    since = now;
  };
  for await (const { type, data } of source) {
    if (!data?.file) continue;
    const file = path.relative(process.cwd(), data.file);
    if (!byFile.has(file)) byFile.set(file, { wall: 0, tests: 0, ms: 0 });
    if (file !== current) {
      close(Date.now());
      current = file;
    }
    if ((type === 'test:pass' || type === 'test:fail') && data.nesting === 0) {
      const entry = byFile.get(file);
      entry.ms += data.details?.duration_ms ?? 0;
      entry.tests += 1;
    }
  }
  close(Date.now());
  const rows = [...byFile].sort((a, b) => b[1].wall - a[1].wall);
  const total = rows.reduce((sum, [, { wall }]) => sum + wall, 0);
  const s = (ms) => (ms / 1000).toFixed(1).padStart(7);
  yield '#  wall s  tests s  share  tests  file\n';
  for (const [file, { wall, ms, tests }] of rows) {
    const share = total ? ((100 * wall) / total).toFixed(1) : '0.0';
    yield ` ${s(wall)}  ${s(ms)}  ${share.padStart(4)}%  ${String(tests).padStart(5)}  ${file}\n`;
  }
  yield ` ${s(total)}  total over ${rows.length} files\n`;
}
