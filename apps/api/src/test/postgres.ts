import pg from 'pg';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `fn` on a short-lived connection to the server that `baseUrl` names (for CREATE/DROP DATABASE). */
export async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
