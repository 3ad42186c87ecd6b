// jsdom's WebSocket (undici underneath) dispatches Node Events that jsdom's EventTarget rejects;
// the WalletConnect clients pick the global WebSocket when their module loads, so hook tests
// import this first to give them the `ws` implementation (the one they use in Node anyway).
import { WebSocket as NodeWebSocket } from 'ws';

(globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
