/**
 * A raw Hocuspocus message, as a client sends it on the socket, for tests that send one by hand
 * (a malformed update, a token): the document name, var-uint header fields (message type,
 * then e.g. the sync step), then var-length bytes.
 */

/** An unsigned integer in lib0's var-uint encoding (7 bits a byte, high bit: more follow). */
function varUint(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  while (rest > 0x7f) {
    out.push(0x80 | (rest & 0x7f));
    rest >>>= 7;
  }
  out.push(rest);
  return out;
}

/** One message to document `name` with `header` fields and `body` (a string as UTF-8). */
export function frame(name: string, header: number[], body: string | Uint8Array): Uint8Array {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const nameBytes = new TextEncoder().encode(name);
  return Uint8Array.from([
    ...varUint(nameBytes.length),
    ...nameBytes,
    ...header.flatMap(varUint),
    ...varUint(bytes.length),
    ...bytes,
  ]);
}
