/**
 * The load generator's process (bench/lib/loadGenerator.ts): its plan in LOAD_PLAN; each
 * message `{seconds}` runs autocannon that long and is answered with the result. It ends when
 * its parent lets go of it.
 */
import autocannon, { type RawRequest, type Result } from 'autocannon';
import type { LoadPlan, LoadReply } from './lib/loadGenerator';

const plan = JSON.parse(process.env.LOAD_PLAN ?? '') as LoadPlan;
const randomUpTo = (n = 1) => 1 + Math.floor(Math.random() * n);
// A unique token per request: creates need a unique title and slug.
const stamp = Date.now().toString(36);
let sent = 0;

function run(seconds: number): Promise<Result> {
  return autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: seconds,
    timeout: plan.timeout,
    headers: plan.headers,
    requests: [
      {
        method: plan.method,
        setupRequest: (request: RawRequest) => {
          sent += 1;
          const page = String(randomUpTo(plan.pages));
          const range = plan.range;
          const start = range ? Math.floor(Math.random() * (range.size - range.length)) : 0;
          return {
            ...request,
            ...(range && {
              headers: { ...request.headers, range: `bytes=${start}-${start + range.length - 1}` },
            }),
            path: plan.path.replace('{page}', page).replace('{id}', String(randomUpTo(plan.maxId))),
            ...(plan.body !== undefined && {
              body: plan.body.replace(/\[<id>\]/g, `${stamp}-${sent}`).replace('{page}', page),
            }),
          };
        },
      },
    ],
  });
}

const reply = (message: LoadReply) => process.send?.(message);

process.on('message', (message: { seconds: number }) => {
  run(message.seconds).then(
    (result) => reply({ result }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
