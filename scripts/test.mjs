// npm test: every layer, side by side where one does not need another and the two do not fight for the CPU
// (ADR 0021). One after another they left a core idle most of the time: the unit projects' one worker used
// ~90 CPU-s in ~120-170 s of wall, lint and typecheck one thread each. So lint, the build and the unit and
// server tests (they read no dist/) start together; typecheck (it reads dist/types: the package's own
// exports) and the built-bundle checks after the build; the journeys once the build, lint and typecheck
// have passed, beside the unit lane's last minute and the built-bundle checks: by then those two keep about
// one core busy, and a journey spends much of its time waiting on a browser or a sandbox clock (ADR 0021).
// The first step to fail stops every other and is named: `npm test: <layer> failed`.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { STEPS } from './test-steps.ts';

/** What each step runs: the package.json scripts through npm, the browser checks as they were in the chain. */
const COMMANDS = {
  'ensure-chromium': ['node', ['scripts/ensure-chromium.mjs']],
  'ensure-webkit': ['node', ['scripts/ensure-webkit.mjs']],
};

const width = Math.max(...Object.keys(STEPS).map((step) => step.length));
const running = new Map();
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let failed = null;

/** Each line of a step's output, prefixed with its layer: several steps write to one log at once. */
function relay(stream, step, out) {
  const prefix = `${step.padEnd(width)} | `;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
    out.write(`${prefix}${line}\n`),
  );
}

/** Runs one step in a process group of its own, so that stopping it also stops its browsers and workers. */
function run(step) {
  const [command, args] = COMMANDS[step] ?? ['npm', ['run', '--silent', step]];
  const since = Date.now();
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  running.set(step, child);
  relay(child.stdout, step, process.stdout);
  relay(child.stderr, step, process.stderr);
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      running.delete(step);
      if (!failed) console.log(`npm test: ${step} ${code === 0 ? 'passed' : 'failed'} in ${seconds(since)}`);
      done(code === 0 ? null : (signal ?? `exit ${code}`));
    });
  });
}

/** Stops every step still running: SIGTERM to its group, SIGKILL to what is left 10 s later. */
async function stopAll(signal = 'SIGTERM') {
  const groups = [...running.values()].map((child) => child.pid);
  const kill = (sig) => {
    for (const pid of groups)
      try {
        process.kill(-pid, sig);
      } catch {}
  };
  kill(signal);
  const deadline = Date.now() + 10_000;
  while (running.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  kill('SIGKILL');
}

/** Each step's run, started once the steps it waits for have passed; resolves to whether it passed. */
const outcomes = new Map();
function outcome(step) {
  if (!outcomes.has(step)) outcomes.set(step, start(step));
  return outcomes.get(step);
}

async function start(step) {
  const needed = await Promise.all(STEPS[step].map(outcome));
  if (failed || needed.includes(false)) return false;
  const result = await run(step);
  if (!result) return true;
  if (!failed) {
    failed = step;
    const stopped = [...running.keys()];
    console.error(
      `npm test: ${step} failed (${result}) after ${seconds(started)}` +
        (stopped.length > 0 ? `; stopped ${stopped.join(', ')}` : ''),
    );
    await stopAll();
  }
  return false;
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    failed ??= signal;
    await stopAll(signal);
    process.exit(130);
  });

await Promise.all(Object.keys(STEPS).map(outcome));
if (failed) process.exit(1);
console.log(`npm test: every layer passed in ${seconds(started)}`);
