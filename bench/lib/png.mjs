/**
 * A deterministic RGB PNG written with zlib: smooth gradients and waves with low-amplitude
 * noise, so it is neither trivially compressible nor pure noise (roughly what a photo costs).
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buffers) {
  let c = 0xffffffff;
  for (const buf of buffers) {
    for (let i = 0; i < buf.length; i += 1) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const name = Buffer.from(type, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([name, data]));
  return Buffer.concat([len, name, data, crc]);
}

/** PNG bytes of a `width` × `height` picture drawn with the seeded `rng`. */
export function photoPng(rng, width, height) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  const fx = 2 + rng.next() * 3;
  const fy = 1 + rng.next() * 3;
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 1; // filter: Sub
    let pr = 0;
    let pg = 0;
    let pb = 0;
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const wave = Math.sin(u * fx * Math.PI * 2 + Math.cos(v * fy * Math.PI * 2) * 2);
      const noise = (rng.next() - 0.5) * 14;
      const r = clamp(40 + 150 * u + 40 * wave + noise);
      const g = clamp(70 + 120 * v + 30 * wave + noise * 0.8);
      const b = clamp(160 - 90 * u * v + 50 * Math.sin(v * 9 + u * 4) + noise * 1.2);
      const o = row + 1 + x * 3;
      raw[o] = (r - pr) & 0xff;
      raw[o + 1] = (g - pg) & 0xff;
      raw[o + 2] = (b - pb) & 0xff;
      pr = r;
      pg = g;
      pb = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const clamp = (n) => (n < 0 ? 0 : n > 255 ? 255 : Math.round(n));
