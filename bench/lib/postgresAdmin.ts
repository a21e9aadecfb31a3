import postgres, { type Sql } from 'postgres';

/** Runs `work` on one connection to `url`, closed after. */
export async function onPostgres<T>(url: string, work: (client: Sql) => Promise<T>): Promise<T> {
  const client = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: 3 });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
