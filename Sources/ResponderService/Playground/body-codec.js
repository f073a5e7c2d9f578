// ResponderLab playground: a request body in the page's address, deflated and base64url-encoded, and back (an ES
// module, no build step; pure: no page state).

export function bytesToBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlToBytes(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function streamBytes(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const canCompress = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

export async function encodeBody(text) {
  const bytes = new TextEncoder().encode(text);
  if (canCompress) return ['z', bytesToBase64url(await streamBytes(bytes, new CompressionStream('deflate-raw')))];
  return ['body', bytesToBase64url(bytes)];
}

export async function decodeBody(params) {
  if (params.has('z')) {
    const bytes = await streamBytes(base64urlToBytes(params.get('z')), new DecompressionStream('deflate-raw'));
    return new TextDecoder().decode(bytes);
  }
  if (params.has('body')) return new TextDecoder().decode(base64urlToBytes(params.get('body')));
  return null;
}
