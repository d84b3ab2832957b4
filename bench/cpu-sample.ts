/**
 * The CPU time a command costs, all its processes counted (ADR 0018, 0019): every 0.3 s it reads
 * /proc/<pid>/stat (user + system) of every process under the command, keeps each process's last figure
 * (a process that ended keeps what it had used), and at the end prints the sum by process kind, the wall
 * time and the machine's load average beside them. On a shared machine the CPU-s are the steadier measure.
 *
 *   npm exec -- node bench/cpu-sample.ts <label> -- npx vitest run --project e2e --maxWorkers=1 <files>
 *
 * A process that leaves the tree (re-parented to init when its parent died) is still followed once seen.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const CLOCK_TICKS = 100;
const separator = process.argv.indexOf('--');
const label = process.argv[2];
const [command, ...args] = separator > 0 ? process.argv.slice(separator + 1) : [];
if (!label || !command) {
  console.error('usage: node bench/cpu-sample.ts <label> -- <command> [args...]');
  process.exit(2);
}

interface Stat {
  parent: number;
  cpu: number;
  start: string;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { parent: Number(fields[1]), cpu: ticks / CLOCK_TICKS, start: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function kindOf(pid: number): string {
  let line = '';
  try {
    line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'ended';
  }
  if (line.includes('chromedriver')) return 'chromedriver';
  if (/chromium|chrome/.test(line)) {
    const type = /--type=([a-z-]+)/.exec(line)?.[1];
    if (!type) return 'chromium-browser';
    if (type === 'utility') return line.includes('NetworkService') ? 'chromium-network' : 'chromium-utility';
    return `chromium-${type}`;
  }
  if (/WebKit|MiniBrowser|Xvfb/.test(line)) return 'webkit';
  if (/node|vitest|npm/.test(line)) return 'node';
  return line.split(' ')[0]?.split('/').pop() || 'other';
}

const followed = new Set<number>();
const used = new Map<string, { kind: string; cpu: number }>();
const loads: number[] = [];

function sample(root: number) {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  followed.add(root);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats)
      if (!followed.has(pid) && followed.has(stat.parent)) {
        followed.add(pid);
        grew = true;
      }
  }
  for (const pid of followed) {
    const stat = stats.get(pid);
    if (!stat) continue;
    const key = `${pid}:${stat.start}`;
    const entry = used.get(key) ?? { kind: kindOf(pid), cpu: 0 };
    entry.cpu = Math.max(entry.cpu, stat.cpu);
    used.set(key, entry);
  }
  loads.push(loadavg()[0] ?? 0);
}

const started = Date.now();
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const timer = setInterval(() => child.pid && sample(child.pid), 300);
child.on('exit', (code) => {
  clearInterval(timer);
  const byKind = new Map<string, number>();
  let total = 0;
  for (const { kind, cpu } of used.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
    total += cpu;
  }
  const kinds = [...byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, cpu]) => `${kind} ${cpu.toFixed(1)}`)
    .join(', ');
  const mean = loads.reduce((sum, load) => sum + load, 0) / Math.max(loads.length, 1);
  const wall = (Date.now() - started) / 1000;
  console.log(
    `\n[cpu-sample] ${label}: exit ${code}, wall ${wall.toFixed(1)} s, CPU ${total.toFixed(1)} s, ` +
      `load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (mean ${mean.toFixed(1)}); ${kinds}`,
  );
  process.exit(code ?? 1);
});
