import http from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../handlers';
import { nextTransactionId } from '../http/respond';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
  'Access-Control-Expose-Headers': 'X-Transaction-Id, Content-Disposition',
  'Access-Control-Max-Age': '600',
};

/** Serves the MSW handlers over real HTTP (msw 3's getResponse behind node:http). */
export function createMockHttpServer(list: RequestHandler[] = handlers): http.Server {
  return http.createServer(async (req, res) => {
    // The server's own answers carry a transaction id too: every answer does (api-conventions.md).
    const own = () => ({ ...CORS_HEADERS, 'X-Transaction-Id': nextTransactionId() });
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
      const response = await getResponse(list, request);
      if (!response) {
        res.writeHead(404, { ...own(), 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ messages: [`No mock for ${req.method} ${req.url}`] }));
        return;
      }
      const headers: Record<string, string> = { ...CORS_HEADERS };
      response.headers.forEach((value, key) => (headers[key] = value));
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { ...own(), 'Content-Type': 'application/json' });
      // The error's text stays in the log: it can echo the input or name internals (issue 18).
      console.error(`mock-api: ${req.method} ${req.url} failed:`, error instanceof Error ? error.stack : error);
      res.end(JSON.stringify({ messages: ['The server failed to handle the request. Please try again later.'] }));
    }
  });
}
