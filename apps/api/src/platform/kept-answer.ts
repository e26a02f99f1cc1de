import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Measured on a 75 KB catalogue listing: brotli 5 makes 5.6 KB in 0.43 ms, gzip 6 makes 7.0 KB in
 * 0.30 ms; brotli 7 saves 2 % more for 1.5 times the work, brotli 11 takes 65 ms.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
// No cache of negotiated headers: a script could fill one without bound with made-up header values.
const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A serialised answer that may be sent many times (the catalogue's answer cache keeps these). Its first
 * sending goes out as the JSON text. Bytes made for it would be a buffer outside V8's heap, and V8 starts a
 * full collection each time about 64 MB of those have been made: with one per uncached listing that was a
 * full collection every second or so, and its marking held answers back by tens of milliseconds (ADR 0064).
 * Node writes a text to the socket without such a buffer (up to 16 KB from its stack when the socket takes
 * it at once; a longer one through a store of its own, which the traces did not show starting collections).
 * From the second sending on, the answer has proved popular: its UTF-8 bytes are made once and sent each
 * time, and each compressed form is made once, on the first request that accepts it. A repeated listing
 * then costs a lookup and one write.
 */
export class KeptAnswer {
  private text: string | undefined;
  private readonly forms = new Map<AnswerEncoding, Buffer>();
  private textBytes = -1;
  private textSent = false;

  constructor(json: string | Buffer) {
    if (typeof json === 'string') this.text = json;
    else this.forms.set('identity', json);
  }

  get json(): string {
    return this.text ?? this.forms.get('identity')!.toString('utf8');
  }

  /** Bytes held, every form made so far (the text counted at its UTF-8 length). */
  get size(): number {
    let n = this.text === undefined ? 0 : this.plainLength();
    for (const body of this.forms.values()) n += body.length;
    return n;
  }

  /** The body for a client that sent `acceptEncoding`, and the encoding it is in. */
  bodyFor(acceptEncoding: string | undefined): { encoding: AnswerEncoding; body: Buffer | string } {
    const wanted = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    if (!wanted || wanted === 'identity' || this.plainLength() < COMPRESS_FROM_BYTES) return { encoding: 'identity', body: this.plain() };
    const compressed = this.form(wanted);
    return compressed.length < this.plainLength() ? { encoding: wanted, body: compressed } : { encoding: 'identity', body: this.plain() };
  }

  /** The uncompressed body: the text on the first sending, its kept bytes after. */
  private plain(): Buffer | string {
    const bytes = this.forms.get('identity');
    if (bytes) return bytes;
    if (!this.textSent) {
      // The next sending takes the bytes.
      this.textSent = true;
      return this.text!;
    }
    return this.form('identity');
  }

  private plainLength(): number {
    const bytes = this.forms.get('identity');
    if (bytes) return bytes.length;
    if (this.textBytes < 0) this.textBytes = Buffer.byteLength(this.text!);
    return this.textBytes;
  }

  private form(encoding: AnswerEncoding): Buffer {
    let body = this.forms.get(encoding);
    if (!body) {
      if (encoding === 'identity') {
        body = Buffer.from(this.text!);
        this.text = undefined;
      } else {
        body = encode(encoding, this.form('identity'));
      }
      this.forms.set(encoding, body);
    }
    return body;
  }
}

function encode(encoding: AnswerEncoding, bytes: Buffer): Buffer {
  if (encoding === 'br') return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  if (encoding === 'gzip') return gzipSync(bytes, { level: GZIP_LEVEL });
  return bytes;
}

/** Sends a kept JSON answer with status 200 in the form the client accepts; caches see that the form depends on Accept-Encoding. */
export function sendKeptAnswer(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  const { encoding, body } = answer.bodyFor(reply.request.headers['accept-encoding']);
  reply.code(200).type(JSON_TYPE).header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
