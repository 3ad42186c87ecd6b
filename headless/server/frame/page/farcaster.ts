// Sign In With Farcaster in the frame page: GET_FARCASTER_URI asks the server to open a relay channel and hands its
// URL to the app (for a QR code and a link; the app never gets the attempt id), CONNECT_FARCASTER polls the server
// about once a second until the user signed in their Farcaster app, the channel expired, or the sign-in was refused.
import type * as z from 'zod/mini';
import { type loginReplySchema, replies } from '../api-schemas';
import type { FrameApi } from './api';

const POLL_MS = 1000;

/** The page's open Farcaster attempt, if any. */
export class FarcasterSignIn {
  private attemptId: string | undefined;

  constructor(
    private readonly api: FrameApi,
    private readonly hostOrigin: string,
  ) {}

  /** Opens a channel (a new one replaces the previous attempt); resolves with its URL. */
  async uri(): Promise<{ url: string }> {
    const { attemptId, url } = await this.api.call('/api/farcaster/start', replies.farcasterStart, {
      hostOrigin: this.hostOrigin,
    });
    this.attemptId = attemptId;
    return { url };
  }

  /** Waits for the open attempt's channel to complete; resolves with the login. */
  async connect(): Promise<z.infer<typeof loginReplySchema>> {
    const attemptId = this.attemptId;
    if (!attemptId) throw new Error('No Farcaster sign-in is open. Get a new QR code first.');
    try {
      for (;;) {
        const reply = await this.api.call('/api/farcaster/complete', replies.farcasterComplete, { attemptId });
        if ('sessionToken' in reply) return reply;
        // A newer GET_FARCASTER_URI replaced this attempt: this wait ends (the newer one has its own).
        if (this.attemptId !== attemptId) throw new Error('This Farcaster sign-in was replaced by a new one.');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } finally {
      if (this.attemptId === attemptId) this.attemptId = undefined;
    }
  }
}
