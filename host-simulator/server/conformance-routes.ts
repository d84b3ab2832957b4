import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ConformanceReport, isReport } from '../../bridge/conformance/report.ts';
import { conformanceKitPolicy } from './content-security.ts';

/** The kit's page, its files and the reports it posts, all below this path. */
const CONFORMANCE_PREFIX = '/conformance/';
const REPORTS = `${CONFORMANCE_PREFIX}reports`;
/** A report lists every message of every check: a few hundred KB at most. */
const MAX_BODY = 2 * 1024 * 1024;
/** Reports are kept in memory, newest last; a restart forgets them. */
const KEEP = 50;

interface Files {
  serve(req: IncomingMessage, res: ServerResponse, relativePath: string): Promise<boolean>;
  readText(relativePath: string): Promise<string | null>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The origin of the kit's `report_to`, which its page may then post to; null for anything but http(s). */
function reportOrigin(url: URL): string | null {
  const target = url.searchParams.get('report_to');
  if (!target) return null;
  try {
    const parsed = new URL(target, url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The host conformance kit in the simulator: its page at /conformance/ (from dist/conformance/), and the
 * reports it posts at /conformance/reports (POST a report; GET the list; GET /conformance/reports/<id> one),
 * which the page shows again at /conformance/?report=<id>.
 */
export function createConformanceRoutes(dist: Files, frameAncestors: readonly string[]) {
  const reports = new Map<string, ConformanceReport>();
  let seq = 0;

  async function page(res: ServerResponse, url: URL, file: string): Promise<void> {
    const html = await dist.readText(`conformance/${file}`);
    if (html === null) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The conformance kit is not built: run npm run build');
      return;
    }
    const connectTo = [reportOrigin(url)].filter((origin): origin is string => origin !== null);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': conformanceKitPolicy({ frameAncestors, connectTo }),
    });
    res.end(html);
  }

  async function store(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (body === null) return json(res, 413, { error: `a report is at most ${MAX_BODY} bytes` });
    let report: unknown;
    try {
      report = JSON.parse(body);
    } catch {
      return json(res, 400, { error: 'not JSON' });
    }
    if (!isReport(report)) return json(res, 422, { error: 'not a conformance kit report' });
    const id = `${++seq}-${Date.now().toString(36)}`;
    reports.set(id, report);
    for (const old of [...reports.keys()].slice(0, Math.max(0, reports.size - KEEP))) reports.delete(old);
    json(res, 201, { id, url: `${CONFORMANCE_PREFIX}?report=${id}` });
  }

  /** Answers requests below /conformance/; false for any other path. */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    if (!path.startsWith(CONFORMANCE_PREFIX)) return false;
    if (path === REPORTS && req.method === 'POST') {
      await store(req, res);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return true;
    }
    if (path === REPORTS) {
      const list = [...reports].reverse().map(([id, report]) => ({
        id,
        runtime: report.runtime,
        host: report.host,
        summary: report.summary,
        finishedAt: report.finishedAt,
      }));
      json(res, 200, list);
      return true;
    }
    if (path.startsWith(`${REPORTS}/`)) {
      const report = reports.get(decodeURIComponent(path.slice(REPORTS.length + 1)));
      if (report) json(res, 200, report);
      else json(res, 404, { error: 'no such report' });
      return true;
    }
    const rest = path.slice(CONFORMANCE_PREFIX.length);
    if (rest === '' || rest === 'index.html' || rest === 'stranger.html') {
      await page(res, url, rest || 'index.html');
      return true;
    }
    if (!(await dist.serve(req, res, `conformance/${rest}`))) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
    return true;
  }

  return { handle };
}
