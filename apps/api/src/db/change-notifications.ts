// PostgreSQL's LISTEN/NOTIFY for the process: one listening connection however many listeners,
// so that a live view learns of a change when it commits instead of asking again and again. On
// PostgreSQL the connection is a client of its own (a pooled one would be handed to others); when
// it is lost it is opened again, and listeners hear `onResume`, since what changed meanwhile was
// not announced. Embedded PGlite delivers its notifications itself and never loses them.
import pg from 'pg';
import type { DatabaseAccess } from './database.ts';

export interface ChangeListener {
  /** A notification on the channel, with its payload. */
  onChange(payload: string): void;
  /** Listening again after the connection was lost: changes meanwhile may have gone unannounced. */
  onResume(): void;
}

export interface ChangeNotifications {
  /** Listens on the channel until the returned stop is called. */
  listen(channel: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

const reconnectDelaysMs = [100, 500, 1_000, 2_000, 5_000];

export function createChangeNotifications(access: DatabaseAccess): ChangeNotifications {
  const listeners = new Map<string, Set<ChangeListener>>();
  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener.onChange(payload);
  };
  const connection =
    access.kind === 'postgres'
      ? postgresConnection(access.url, deliver, resumeAll)
      : pgliteConnection(access, deliver);
  function resumeAll() {
    for (const set of listeners.values()) for (const listener of set) listener.onResume();
  }
  return {
    listen(channel, listener) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        connection.subscribe(channel);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    close: () => connection.close(),
  };
}

interface Connection {
  subscribe(channel: string): void;
  close(): Promise<void>;
}

function postgresConnection(
  url: string,
  deliver: (channel: string, payload: string) => void,
  resumeAll: () => void,
): Connection {
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async (resuming: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
    } catch {
      await next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    if (resuming) resumeAll();
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)] ?? 5_000;
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect(true);
    }, delay);
  };
  let first: Promise<void> | undefined;

  return {
    subscribe(channel) {
      channels.add(channel);
      first ??= connect(false);
      // A channel added after the connection is up is listened to on it at once.
      void first.then(() => client?.query(`LISTEN ${channel}`).catch(() => undefined));
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await first;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

function pgliteConnection(
  access: Extract<DatabaseAccess, { kind: 'pglite' }>,
  deliver: (channel: string, payload: string) => void,
): Connection {
  const stops: Promise<(() => Promise<void>) | undefined>[] = [];
  return {
    subscribe(channel) {
      stops.push(
        access
          .exclusive((database) => database.listen(channel, (payload) => deliver(channel, payload)))
          .catch(() => undefined),
      );
    },
    async close() {
      for (const stop of await Promise.all(stops)) await stop?.().catch(() => undefined);
    },
  };
}
