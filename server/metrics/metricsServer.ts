import { timingSafeEqual } from 'node:crypto';
import { type Server, createServer } from 'node:http';

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** Empty: anyone who reaches the port may read; else `Authorization: Bearer <token>`. */
  token: string;
  /** The text exposition of the metrics, and its content type. */
  read(): Promise<{ text: string; contentType: string }>;
  onError(error: unknown): void;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), apart from the site: a firewall or a
 * network policy keeps it from the public, and a scrape never waits behind the site's requests.
 * One server per start: the lone process, or the primary, which asks every worker for its share.
 */
export function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (options.token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, options.token)) {
        response
          .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
          .end('A bearer token is needed (METRICS_TOKEN).\n');
        return;
      }
    }
    options.read().then(
      ({ text, contentType }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text);
      },
      (error: unknown) => {
        options.onError(error);
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
