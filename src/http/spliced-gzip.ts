// A gzip body made around bytes compressed once (SPEC §12's compression, without slowing the hot
// path). A kept answer's JSON is the same for every request while its envelope's head is not (it
// holds the request id), so the JSON is deflated once, ending on a byte boundary (a sync flush),
// and each response is one gzip member (RFC 1952) of three deflate pieces (RFC 1951): the head as
// a stored block, the JSON's compressed blocks, the closing brace as the final stored block. Per
// request that costs a CRC-32 of the plain bytes, not a compression.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** `bytes` as deflate blocks that end byte-aligned and not final, ready to be spliced. */
export function deflatePiece(bytes: Buffer): Buffer {
  return deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
}

/** A gzip member whose plain text is head + middle + tail, `deflatedMiddle` being deflatePiece(middle). */
export function splicedGzip(head: Buffer, middle: Buffer, deflatedMiddle: Buffer, tail: Buffer): Buffer {
  const crc = crc32(tail, crc32(middle, crc32(head)));
  const size = head.length + middle.length + tail.length;
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...stored(head, false), deflatedMiddle, ...stored(tail, true), trailer]);
}

/** `bytes` as stored blocks (each: a byte-aligned 3-bit header, LEN, NLEN, the bytes). */
function stored(bytes: Buffer, final: boolean): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length || (final && at === 0); at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const last = final && at + STORED_MAX >= bytes.length;
    const header = Buffer.allocUnsafe(5);
    header[0] = last ? 1 : 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    pieces.push(header, chunk);
  }
  return pieces;
}
