// The frame page and its files, served with the headers that keep it safe: the page's CSP (who may frame it, what
// it may load and call), no sniffing, no referrer. The provider's redirect lands on /oidc/callback, a top-level
// page of this origin that hands its URL to the frame that opened the popup.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStatic } from 'walletdock/server/node';
import type { FrameContext } from './context';
import { framePageCsp, TOP_LEVEL_CSP } from './csp';

/** The origins the page calls besides its own: the chains' nodes and, with smart accounts, the bundler and the blockchain API. */
export function pageConnectOrigins(
  config: Pick<FrameContext['config'], 'chains' | 'bundlerUrl' | 'blockchainApiUrl'>,
): string[] {
  const origins = config.chains.map((chain) => new URL(chain.rpcUrl).origin);
  if (config.bundlerUrl) origins.push(new URL(config.bundlerUrl.replaceAll('{chainId}', '0')).origin);
  if (config.bundlerUrl && config.blockchainApiUrl) origins.push(new URL(config.blockchainApiUrl).origin);
  return origins;
}

/** Serves GET/HEAD requests outside /api/ from the built page; true when answered. */
export function pageFallback(ctx: FrameContext) {
  const connectOrigins = pageConnectOrigins(ctx.config);
  return async ({ req, res, url }: { req: IncomingMessage; res: ServerResponse; url: URL }): Promise<boolean> => {
    if (url.pathname.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    if (url.pathname === '/oidc/callback') {
      res.setHeader('content-security-policy', TOP_LEVEL_CSP);
      res.setHeader('cache-control', 'no-store');
      return serveStatic(ctx.config.pageDir, '/callback.html', req, res);
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const referer = typeof req.headers.referer === 'string' ? req.headers.referer : undefined;
      res.setHeader(
        'content-security-policy',
        framePageCsp({ allowedOrigins: ctx.config.allowedOrigins, connectOrigins, referer }),
      );
      res.setHeader('cache-control', 'no-store');
      return serveStatic(ctx.config.pageDir, '/index.html', req, res);
    }
    if (!url.pathname.startsWith('/assets/')) return false;
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    return serveStatic(ctx.config.pageDir, url.pathname, req, res);
  };
}
