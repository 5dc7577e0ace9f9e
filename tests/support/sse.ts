/**
 * An SSE client as a test (or an attacker) makes one: a raw GET of `/api/events` with whatever Host,
 * Origin and token the test says; a refused stream answers its status and body, an accepted one collects
 * its events (the `data:` lines, parsed) until closed.
 */
import { type ClientRequest, request } from 'node:http';

export interface Stream {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body of a refused stream (empty for an accepted one). */
  readonly body: string;
  /** Every event received so far. */
  readonly events: unknown[];
  /** Comments received so far (`connected`, `alive`). */
  readonly comments: string[];
  /** Resolves when the events received number at least `n` (rejects if the stream ends first). */
  until(n: number): Promise<void>;
  /** Whether the server has ended the stream. */
  ended(): boolean;
  close(): void;
}

export function openStream(
  port: number,
  headers: Record<string, string>,
  options: { readonly method?: string; readonly path?: string } = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | null = null;
    req = request(
      {
        host: '127.0.0.1',
        port,
        path: options.path ?? '/api/events',
        method: options.method ?? 'GET',
        headers,
        agent: false,
      },
      (res) => {
        const events: unknown[] = [];
        const comments: string[] = [];
        const waiters: (() => void)[] = [];
        let buffer = '';
        let body = '';
        let done = false;
        const sse = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (!sse) {
            body += chunk;
            return;
          }
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of block.split('\n')) {
              if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
              else if (line.startsWith(': ')) comments.push(line.slice(2));
            }
          }
          for (const w of waiters.splice(0)) w();
        });
        const finish = () => {
          done = true;
          for (const w of waiters.splice(0)) w();
        };
        res.on('end', finish);
        res.on('close', finish);
        const stream: Stream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          get body() {
            return body;
          },
          events,
          comments,
          ended: () => done,
          until: (n) =>
            new Promise<void>((ok, fail) => {
              const check = () => {
                if (events.length >= n) ok();
                else if (done) fail(new Error(`the stream ended after ${events.length} of ${n} events`));
                else waiters.push(check);
              };
              check();
            }),
          close: () => req?.destroy(),
        };
        if (sse) resolve(stream);
        else res.on('end', () => resolve(stream));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
