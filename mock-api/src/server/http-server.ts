import http from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { apiPath } from '../frame.handlers';
import { handlers } from '../handlers';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { answerDate, fail, nextTransactionId } from '../http/respond';
import { db } from '../store/db';
import { PORTAL_ORIGINS, type ServerOptions } from './options';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language, Idempotency-Key',
  'Access-Control-Expose-Headers': 'X-Transaction-Id, Content-Disposition, Date',
  'Access-Control-Max-Age': '600',
};

const FOREIGN_ORIGIN = 'Calls from this origin are not accepted.';

/**
 * Serves the MSW handlers over real HTTP (msw 3's getResponse behind node:http).
 * A browser request from an origin outside `origins` is refused before any handler runs: the
 * CORS header alone would only hide the answer, and a "simple" POST needs no preflight, so a
 * page on another origin could still switch on SSO. Requests without an Origin (tools, tests)
 * pass. `dev: false` answers `dev/*` as an unknown call. What a request changed is on disk
 * (db.sync: the journal, fsync'd) before its answer is sent, so an answered write survives a kill.
 */
export function createMockHttpServer(list: RequestHandler[] = handlers, options: Partial<ServerOptions> = {}): http.Server {
  const origins = new Set(options.origins ?? PORTAL_ORIGINS);
  const dev = options.dev ?? false;
  return http.createServer(async (req, res) => {
    const origin = req.headers.origin;
    const cors = origin && origins.has(origin) ? { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
    // The server's own answers carry a transaction id too: every answer does (api-conventions.md);
    // and the business clock's Date, or Node's real one would move the screens' "today" (a 500 in a demo).
    const own = () => ({ ...cors, 'X-Transaction-Id': nextTransactionId(), Date: answerDate() });
    if (origin && !origins.has(origin)) {
      res.writeHead(403, { ...own(), 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ messages: [FOREIGN_ORIGIN] }));
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, own()).end();
      return;
    }
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body,
      });
      const path = apiPath(request);
      const response = !dev && (path === 'dev' || path.startsWith('dev/')) ? fail(404, [say(request, MSG.noSuchCall)]) : await getResponse(list, request);
      if (!response) {
        res.writeHead(404, { ...own(), 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ messages: [`No mock for ${req.method} ${req.url}`] }));
        return;
      }
      const headers: Record<string, string> = { ...cors };
      response.headers.forEach((value, key) => (headers[key] = value));
      const bytes = Buffer.from(await response.arrayBuffer());
      db.sync();
      res.writeHead(response.status, headers);
      res.end(bytes);
    } catch (error) {
      // A handler that failed halfway may have changed the state: kept as the next answer will be.
      try {
        db.sync();
      } catch {
        // The failure below is answered either way; the change is written with the next write.
      }
      res.writeHead(500, { ...own(), 'Content-Type': 'application/json' });
      // The error's text stays in the log: it can echo the input or name internals (issue 18).
      console.error(`mock-api: ${req.method} ${req.url} failed:`, error instanceof Error ? error.stack : error);
      res.end(JSON.stringify({ messages: ['The server failed to handle the request. Please try again later.'] }));
    }
  });
}
