import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import createDOMPurify from 'dompurify';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageRequest, RenderedPage, SettledAnswer } from '../../src/contract/pageRender';
import { ApiError, sendRequestsThrough } from '../api/client';
import type { User } from '../api/types';
import { App } from '../app/App';
import { sanitizeWith } from '../lib/sanitize';
import type { Loader, PageAnswers } from './pageAnswers';
import { type PageHeadInput, PageReportContext } from './pageReport';

let documentReady: Promise<void> | null = null;

/**
 * Excerpts are the text of rich HTML (student/lib/format.ts), read as the browser reads it, and
 * foreign rich text is sanitized as the browser sanitizes it (student/lib/sanitize.ts): both
 * need a DOM, jsdom's, loaded with the first page (it takes a while to load, and a server that
 * renders no page never needs it).
 */
function readyDocument(): Promise<void> {
  documentReady ??= import('jsdom').then(({ JSDOM }) => {
    const dom = new JSDOM('').window;
    globalThis.DOMParser ??= dom.DOMParser;
    sanitizeWith(createDOMPurify(dom));
  });
  return documentReady;
}

/** The visitor whose page a loader is running for: each render's calls go out as them. */
const visitor = new AsyncLocalStorage<PageRequest['fetch']>();
sendRequestsThrough((input, init) => {
  const send = visitor.getStore();
  if (!send) throw new Error('An API call outside a server render');
  return send(input, init);
});

const settle = (load: Loader): Promise<SettledAnswer> =>
  load(new AbortController().signal).then(
    (data) => ({ data }),
    (error: unknown) => ({
      error: {
        status: error instanceof ApiError ? error.status : 500,
        message: error instanceof Error ? error.message : String(error),
      },
    }),
  );

/** The answers one render loads, each once, kept for the page's hydration state. */
function loadingAnswers(send: PageRequest['fetch']) {
  const settled: Record<string, SettledAnswer> = {};
  const pending = new Map<string, Promise<SettledAnswer>>();
  const answers: PageAnswers = {
    // Always the same promise for a key, settled or not: React's `use` matches a component's
    // promises by the order it met them in, so a page that met one must meet it again.
    answer(key, load) {
      let promise = pending.get(key);
      if (!promise) {
        promise = visitor.run(send, () => settle(load));
        pending.set(key, promise);
        void promise.then((answer) => {
          settled[key] = answer;
        });
      }
      return promise;
    },
  };
  return { answers, settled };
}

const FALLBACK_HEAD: PageHeadInput = { title: '', description: '', path: '/' };

/**
 * One page of the student site, rendered with React's streaming renderer once all its data has
 * arrived: the status and the head depend on that data (a missing course is a 404 with its own
 * title), and both go out before the first byte of the body.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  await readyDocument();
  const { answers, settled } = loadingAnswers(request.fetch);
  let head: PageHeadInput = FALLBACK_HEAD;
  let status = 200;
  const report = {
    head: (next: PageHeadInput) => {
      head = next;
    },
    status: (code: number) => {
      status = code;
    },
  };
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <StaticRouter location={request.url}>
          <PageReportContext.Provider value={report}>
            <App user={request.user as User | null} answers={answers} />
          </PageReportContext.Provider>
        </StaticRouter>
      </StrictMode>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        // The page goes out whole, its data all there: every part in place, none held back and
        // moved in by script (React does that to a large part, such as a catalogue of pictures).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
  const { jsonLd, ...rest } = head as PageHeadInput;
  return {
    status,
    head: { ...rest, jsonLd: jsonLd?.(request.origin) },
    html,
    state: { user: request.user, answers: settled },
  };
}
