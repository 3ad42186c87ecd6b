// A WalletConnect relay for tests: a `ws` server on 127.0.0.1 speaking the irn_* JSON-RPC the
// 2.25 clients use (TOOLCHAIN.md "WalletConnect without the internet"). Messages are kept in a
// mailbox per topic and replayed on subscribe, so the order in which the dApp and the wallet
// subscribe does not matter; a message is never sent back to the client that published it.
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';

/** One stored relay message (a published envelope waiting in a topic's mailbox). */
interface StoredMessage {
  readonly key: string;
  readonly topic: string;
  readonly message: string;
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly tag: number;
  readonly sender: string;
  readonly attestation?: string;
  /** Clients that acknowledged the message: they never get it again. */
  readonly acked: Set<string>;
}

/** A running test relay. */
export interface TestRelay {
  /** ws://127.0.0.1:PORT — pass as `relayUrl`. */
  readonly url: string;
  /** Every JSON-RPC method the relay received, in order (for assertions). */
  readonly methods: readonly string[];
  /** How many websocket connections were ever opened (a client that never loads WalletConnect opens none). */
  connectionCount(): number;
  /** Client ids (`iss` of the auth JWT) currently connected. */
  connectedClients(): string[];
  /** Drops every socket (clients reconnect by themselves); the mailbox survives. */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface TestRelayOptions {
  /** Interval of websocket pings; clients drop a silent socket after ~35 s. */
  pingIntervalMs?: number;
  /** Answer every request of clients whose URL has this projectId with this error (a hosted relay's refusal). */
  refuseProjectId?: { projectId: string; code: number; message: string };
}

const requestSchema = z.object({
  id: z.union([z.number(), z.string()]),
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.unknown().optional(),
});
const responseSchema = z.object({ id: z.union([z.number(), z.string()]), jsonrpc: z.literal('2.0') });
const publishSchema = z.object({
  topic: z.string().min(1),
  message: z.string().min(1),
  ttl: z.number().optional(),
  tag: z.number().optional(),
  attestation: z.string().optional(),
});
const topicSchema = z.object({ topic: z.string().min(1) });
const topicsSchema = z.object({ topics: z.array(z.string().min(1)) });
const proposeSchema = z.object({
  pairingTopic: z.string().min(1),
  sessionProposal: z.string().min(1),
  ttl: z.number().optional(),
});
const approveSchema = z.object({
  sessionTopic: z.string().min(1),
  pairingTopic: z.string().min(1),
  sessionProposalResponse: z.string().min(1),
  sessionSettlementRequest: z.string().min(1),
  ttl: z.number().optional(),
});
const jwtPayloadSchema = z.object({ iss: z.string().min(1) });

const DEFAULT_TTL_S = 300;
// Tags the 2.25 engine uses for the three messages carried by the custom publish methods.
const TAG_PROPOSE = 1100;
const TAG_PROPOSE_RESPONSE = 1101;
const TAG_SETTLE = 1102;

/** Reads the client id from the `auth` JWT in the connection URL; clients keep it across reconnects. */
function clientIdFrom(url: string | undefined): string {
  const auth = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (payload) {
    const parsed = jwtPayloadSchema.safeParse(safeJson(Buffer.from(payload, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data.iss;
  }
  return `anonymous:${randomUUID()}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function subscriptionId(clientId: string, topic: string): string {
  return createHash('sha256').update(`${clientId}/${topic}`).digest('hex');
}

/** Starts a relay on a free 127.0.0.1 port. */
export async function startTestRelay(options: TestRelayOptions = {}): Promise<TestRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  // A client may hold more than one socket for a moment (a reload, a reconnect before the old close).
  const sockets = new Map<string, Set<WebSocket>>();
  const subscriptions = new Map<string, Set<string>>(); // topic -> client ids
  const mailbox = new Map<string, StoredMessage[]>(); // topic -> messages
  const pendingAcks = new Map<string, { message: StoredMessage; clientId: string }>();
  const methods: string[] = [];
  let nextId = 1;
  let connections = 0;

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  };

  const deliver = (message: StoredMessage, clientId: string) => {
    if (message.sender === clientId || message.acked.has(clientId)) return;
    const open = [...(sockets.get(clientId) ?? [])].filter((s) => s.readyState === s.OPEN);
    if (!open.length) return;
    const id = `${Date.now()}${nextId++}`;
    pendingAcks.set(id, { message, clientId });
    const payload = {
      id: Number(id),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(clientId, message.topic),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        },
      },
    };
    for (const socket of open) send(socket, payload);
  };

  const publish = (sender: string, topic: string, body: string, ttl = DEFAULT_TTL_S, tag = 0, attestation?: string) => {
    const now = Date.now();
    const stored: StoredMessage = {
      key: randomUUID(),
      topic,
      message: body,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      tag,
      sender,
      acked: new Set(),
      ...(attestation ? { attestation } : {}),
    };
    const list = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now);
    list.push(stored);
    mailbox.set(topic, list);
    for (const clientId of subscriptions.get(topic) ?? []) deliver(stored, clientId);
  };

  const subscribe = (clientId: string, topic: string): string => {
    const set = subscriptions.get(topic) ?? new Set<string>();
    set.add(clientId);
    subscriptions.set(topic, set);
    // Replay after the subscribe response has been written, as a real relay does.
    setImmediate(() => {
      const now = Date.now();
      for (const message of mailbox.get(topic) ?? []) if (message.expiresAt > now) deliver(message, clientId);
    });
    return subscriptionId(clientId, topic);
  };

  const unsubscribe = (clientId: string, topic: string) => {
    subscriptions.get(topic)?.delete(clientId);
  };

  const handle = (clientId: string, method: string, params: unknown): unknown => {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(clientId, topicSchema.parse(params).topic);
      case 'irn_batchSubscribe':
        return topicsSchema.parse(params).topics.map((topic) => subscribe(clientId, topic));
      case 'irn_unsubscribe':
        unsubscribe(clientId, topicSchema.parse(params).topic);
        return true;
      case 'irn_batchUnsubscribe':
        for (const s of z.object({ subscriptions: z.array(topicSchema) }).parse(params).subscriptions)
          unsubscribe(clientId, s.topic);
        return true;
      case 'irn_publish': {
        const p = publishSchema.parse(params);
        publish(clientId, p.topic, p.message, p.ttl, p.tag, p.attestation);
        return true;
      }
      case 'irn_batchPublish':
        for (const p of z.object({ messages: z.array(publishSchema) }).parse(params).messages) {
          publish(clientId, p.topic, p.message, p.ttl, p.tag, p.attestation);
        }
        return true;
      case 'irn_batchFetchMessages':
        // Pushes already replay the mailbox on subscribe; nothing is held back for fetching.
        return { messages: [], hasMore: false };
      case 'wc_proposeSession': {
        const p = proposeSchema.parse(params);
        subscribe(clientId, p.pairingTopic);
        publish(clientId, p.pairingTopic, p.sessionProposal, p.ttl, TAG_PROPOSE);
        return true;
      }
      case 'wc_approveSession': {
        const p = approveSchema.parse(params);
        subscribe(clientId, p.sessionTopic);
        publish(clientId, p.pairingTopic, p.sessionProposalResponse, p.ttl, TAG_PROPOSE_RESPONSE);
        publish(clientId, p.sessionTopic, p.sessionSettlementRequest, p.ttl, TAG_SETTLE);
        return true;
      }
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
    }
  };

  server.on('connection', (socket, request) => {
    const clientId = clientIdFrom(request.url);
    const projectId = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get('projectId');
    const refusal =
      options.refuseProjectId && options.refuseProjectId.projectId === projectId ? options.refuseProjectId : undefined;
    connections++;
    const own = sockets.get(clientId) ?? new Set<WebSocket>();
    own.add(socket);
    sockets.set(clientId, own);
    socket.on('message', (raw) => {
      const json = safeJson(String(raw));
      const req = requestSchema.safeParse(json);
      if (!req.success) {
        const res = responseSchema.safeParse(json);
        const ackId = res.success ? String(res.data.id) : '';
        const pending = pendingAcks.get(ackId);
        if (pending) {
          pending.message.acked.add(pending.clientId);
          pendingAcks.delete(ackId);
        }
        return;
      }
      methods.push(req.data.method);
      if (refusal) {
        send(socket, { id: req.data.id, jsonrpc: '2.0', error: { code: refusal.code, message: refusal.message } });
        return;
      }
      try {
        send(socket, { id: req.data.id, jsonrpc: '2.0', result: handle(clientId, req.data.method, req.data.params) });
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32602;
        send(socket, { id: req.data.id, jsonrpc: '2.0', error: { code, message: (error as Error).message } });
      }
    });
    socket.on('close', () => {
      own.delete(socket);
      if (!own.size && sockets.get(clientId) === own) sockets.delete(clientId);
    });
  });

  // Clients treat ~35 s without a ping as a stalled socket and reconnect.
  const pinger = setInterval(() => {
    for (const own of sockets.values()) for (const socket of own) if (socket.readyState === socket.OPEN) socket.ping();
  }, options.pingIntervalMs ?? 5_000);
  pinger.unref();

  return {
    url: `ws://127.0.0.1:${port}`,
    methods,
    connectionCount: () => connections,
    connectedClients: () => [...sockets.keys()],
    dropConnections: () => {
      for (const own of sockets.values()) for (const socket of own) socket.terminate();
    },
    close: async () => {
      clearInterval(pinger);
      for (const socket of server.clients) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
