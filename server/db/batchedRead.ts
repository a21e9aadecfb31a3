/**
 * Reads of many keys made as one: keys asked for while a read is under way are read together in
 * the next one, which begins as soon as that one ends. Under load a process then sends one
 * statement at a time for many callers instead of one each, and each caller's read still begins
 * after it asked (as `NextRead` does for a single value).
 */
export class BatchedRead<K, V> {
  private running = false;
  private waiting: Waiter<K, V>[] = [];

  /** `readAll` answers its keys in their order. */
  constructor(
    private readonly readAll: (keys: K[]) => Promise<V[]>,
    private readonly most = 64,
  ) {}

  get(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      if (!this.running) this.start();
    });
  }

  private start(): void {
    if (this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.most);
    this.running = true;
    this.readAll(batch.map((waiter) => waiter.key))
      .then(
        (values) => batch.forEach((waiter, i) => waiter.resolve(values[i])),
        (error: unknown) => batch.forEach((waiter) => waiter.reject(error)),
      )
      .finally(() => {
        this.running = false;
        this.start();
      });
  }
}

interface Waiter<K, V> {
  key: K;
  resolve(value: V): void;
  reject(error: unknown): void;
}
