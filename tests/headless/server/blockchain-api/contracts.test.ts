// NFT metadata from token URIs: inline data: documents are read (base64, utf8 or percent-encoded JSON); any other
// URI is handed on untouched (the server never fetches a URL a contract names), and images are only kept when they
// are data:image or https/ipfs/ar URLs of bounded size.
import { describe, expect, it } from 'vitest';
import { cleanText, parseNftUri } from '../../../../headless/server/blockchain-api/contracts';

const json = (doc: unknown) => `data:application/json;base64,${Buffer.from(JSON.stringify(doc)).toString('base64')}`;

describe('parseNftUri', () => {
  it('reads name and image from inline JSON', () => {
    expect(parseNftUri(json({ name: 'Cat #1', image: 'data:image/svg+xml;base64,PHN2Zz4=' }))).toEqual({
      uri: null,
      name: 'Cat #1',
      image: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    expect(parseNftUri('data:application/json;utf8,{"name":"A","image_url":"https://x.example/a.png"}')).toEqual({
      uri: null,
      name: 'A',
      image: 'https://x.example/a.png',
    });
    expect(parseNftUri(`data:application/json,${encodeURIComponent('{"name":"B"}')}`)).toEqual({
      uri: null,
      name: 'B',
      image: null,
    });
  });

  it('hands other URIs on unread and drops unsafe images', () => {
    expect(parseNftUri('ipfs://bafy/1.json')).toEqual({ uri: 'ipfs://bafy/1.json', name: null, image: null });
    expect(parseNftUri(json({ name: 'x', image: 'javascript:alert(1)' })).image).toBeNull();
    expect(parseNftUri(json({ name: 'x', image: `data:image/png;base64,${'A'.repeat(70_000)}` })).image).toBeNull();
    expect(parseNftUri('data:application/json;base64,!!!')).toEqual({ uri: null, name: null, image: null });
    expect(parseNftUri(null)).toEqual({ uri: null, name: null, image: null });
  });

  it('cleans control and bidi characters out of contract text', () => {
    expect(cleanText('\u202eevil\u0000 name\n', 64)).toBe('evil name');
    expect(cleanText('x'.repeat(100), 10)).toBe('x'.repeat(10));
  });
});
