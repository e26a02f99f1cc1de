import { Transform, type TransformCallback } from 'node:stream';

/**
 * Holds what React writes until React says a part of the page is complete (it calls `flush()` on its
 * destination after every pass that wrote something), then passes it on as one buffer. React writes a
 * page in 4 KB views, a dozen or more for one page, and each went on through the stream conversions
 * React Router's adapter needs (a web stream, read back chunk by chunk into the response): per chunk a
 * few promises and a socket write. One buffer per pass is the same bytes at the same moments, since
 * nothing reached the visitor before React's flush would have anyway: the shell of a page goes out
 * whole, and every later streamed part too.
 */
export class FlushCoalescing extends Transform {
  private held: Buffer[] = [];

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.held.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    callback();
  }

  /** React's signal that a pass is written out (the name is React's, as for a compression stream). */
  flush(): void {
    if (this.held.length === 0) return;
    const held = this.held;
    this.held = [];
    this.push(held.length === 1 ? held[0] : Buffer.concat(held));
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
