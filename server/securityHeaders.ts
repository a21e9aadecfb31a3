import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from './config';

/**
 * The security headers every answer carries, as helmet writes them for this configuration.
 * Worked out once, at start, because helmet's middleware sets a dozen headers one by one on every
 * response (about 4% of a server process's CPU under the paged-list benchmark); Fastify writes
 * these with its own headers instead.
 * Strict-Transport-Security is sent apart, and only over https (server/app.ts).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const selfOnly = ["'self'"];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': selfOnly,
        'script-src': selfOnly,
        'script-src-attr': ["'none'"],
        // MUI and emotion write style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'https:'],
        'font-src': ["'self'", 'data:'],
        // Lesson videos: only the privacy-enhanced players (server/learning/video.ts).
        'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'connect-src': ["'self'", ...config.allowedOrigins],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': selfOnly,
        'form-action': selfOnly,
        'upgrade-insecure-requests': config.cookieSecure ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Said twice on purpose: old browsers read X-Frame-Options, new ones frame-ancestors.
    frameguard: { action: 'deny' },
    // Sent apart, and only over https: over plain http it would be ignored or lock out a LAN host.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  // Helmet's headers depend on its options alone, never on the request: one run records them all.
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
