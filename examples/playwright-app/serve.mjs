// Serves the example app on `PORT` (localhost): its page, its script and auth0-spa-js's ESM build.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const here = new URL('./', import.meta.url);
const files = {
  '/': [new URL('index.html', here), 'text/html'],
  '/app.js': [new URL('app.js', here), 'text/javascript'],
  '/auth0-spa-js.js': [
    createRequire(import.meta.url).resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js'),
    'text/javascript',
  ],
};

createServer(async (request, response) => {
  const [file, type] = files[new URL(request.url ?? '/', 'http://localhost').pathname] ?? [];
  if (!file) return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(await readFile(file));
}).listen(Number(process.env.PORT ?? 5173), 'localhost');
