// Preloaded (`node --import`) into the ERC-4337 bundler (@pimlico/alto 0.0.20), whose RPC server calls
// fastify.listen({ host: '0.0.0.0' }) with no option to change it (esm/rpc/server.js). Our servers listen on
// 127.0.0.1 only, so every wildcard listen in that process is narrowed to loopback here instead of patching
// node_modules (a patch would be lost on every reinstall).
import net from 'node:net';

const WILDCARD = new Set([undefined, '', '0.0.0.0', '::']);
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args;
  if (first && typeof first === 'object' && !('fd' in first) && !('path' in first) && WILDCARD.has(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' };
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    // listen(port[, host][, backlog][, cb]): replace or insert the host.
    if (typeof args[1] === 'string' || args[1] === undefined) {
      if (WILDCARD.has(args[1])) args[1] = '127.0.0.1';
    } else {
      args.splice(1, 0, '127.0.0.1');
    }
  }
  return listen.apply(this, args);
};
