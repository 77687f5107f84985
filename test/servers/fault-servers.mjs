// Misbehaving identity services for the browser fault suite: each answers every request with one fault,
// over real HTTP on loopback, with CORS for the test origin so the browser sees the response itself.
import { createServer } from 'node:http';

const FAULTS = {
  /** 500 with a JSON error body. */
  serverError: (res) =>
    send(res, 500, 'application/json', '{"error":"server_error","error_description":"Boom"}'),
  /** 429 with no body the client knows. */
  rateLimited: (res) => send(res, 429, 'text/plain', 'Too Many Requests'),
  /** 200 with an HTML body where JSON is expected. */
  notJson: (res) => send(res, 200, 'text/html', '<!doctype html><title>Gateway</title><p>Not JSON</p>'),
  /** Answers after 30 s: past any timeout a test sets; pages load but never post a message. */
  slow: (res) => {
    const timer = setTimeout(() => send(res, 200, 'application/json', '{}'), 30_000);
    res.on('close', () => clearTimeout(timer));
  },
};

function send(res, status, type, body) {
  if (res.writableEnded) return;
  res.writeHead(status, { ...res.corsHeaders, 'Content-Type': type });
  res.end(body);
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server.address().port)));
}

/**
 * Starts one server per fault, plus the address of a port nothing listens on.
 * @param {string} allowedOrigin the test page origin, allowed by CORS (with credentials)
 */
export async function startFaultServers(allowedOrigin) {
  const servers = [];
  const urls = {};
  for (const [name, fault] of Object.entries(FAULTS)) {
    const server = createServer((req, res) => {
      res.corsHeaders =
        req.headers.origin === allowedOrigin
          ? {
              'Access-Control-Allow-Origin': allowedOrigin,
              'Access-Control-Allow-Credentials': 'true',
              'Access-Control-Allow-Headers': 'Content-Type, Authorization, Auth0-Client, Cache-Control',
              'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
            }
          : {};
      if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '');
      req.resume();
      fault(res);
    });
    servers.push(server);
    urls[name] = `http://localhost:${await listen(server)}`;
  }
  const closed = createServer();
  urls.unreachable = `http://localhost:${await listen(closed)}`;
  await new Promise((resolve) => closed.close(resolve));
  return {
    urls,
    close: () =>
      Promise.all(
        servers.map(
          (server) => new Promise((resolve) => server.close(resolve) && server.closeAllConnections()),
        ),
      ),
  };
}
