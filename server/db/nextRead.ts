/**
 * One read shared by every caller that asks while the previous read is still under way.
 *
 * A caller never gets a read that began before it asked: if a read is running, the caller waits
 * for the next one, which begins as soon as the running one ends and answers everyone who asked
 * in between. So each caller sees every write committed before it asked, as with a read of its
 * own, while a burst of callers costs one read in flight at a time instead of one each.
 */
export class NextRead<T> {
  private running = false;
  private next: Waiting<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    this.next ??= waiting<T>();
    const mine = this.next.promise;
    if (!this.running) this.start();
    return mine;
  }

  private start(): void {
    const callers = this.next;
    if (!callers) return;
    this.next = undefined;
    this.running = true;
    this.read()
      .then(callers.resolve, callers.reject)
      .finally(() => {
        this.running = false;
        this.start();
      });
  }
}

interface Waiting<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Node 20 has no `Promise.withResolvers`. */
function waiting<T>(): Waiting<T> {
  let resolve: Waiting<T>['resolve'] = () => undefined;
  let reject: Waiting<T>['reject'] = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
