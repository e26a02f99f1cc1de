import { describe, expect, it } from 'vitest';
import { FlushCoalescing } from './flush-coalescing.server.ts';

/** What comes out of the stream, chunk by chunk, as text. */
function collect(stream: FlushCoalescing): string[] {
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
  return out;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FlushCoalescing', () => {
  it('passes the writes of one pass on as one chunk when React flushes', async () => {
    const stream = new FlushCoalescing();
    const out = collect(stream);
    stream.write(new TextEncoder().encode('<!DOCTYPE html><html>'));
    stream.write('<head><title>Fröken Julie</title></head>');
    stream.write(Buffer.from('<body>'));
    await tick();
    // Nothing goes out before the flush.
    expect(out).toEqual([]);
    stream.flush();
    await tick();
    expect(out).toEqual(['<!DOCTYPE html><html><head><title>Fröken Julie</title></head><body>']);
  });

  it('keeps later passes apart, so a streamed part goes out when React has written it', async () => {
    const stream = new FlushCoalescing();
    const out = collect(stream);
    stream.write('<p>shell</p>');
    stream.flush();
    stream.write('<template>part</template>');
    stream.flush();
    // A flush with nothing written sends no empty chunk.
    stream.flush();
    await tick();
    expect(out).toEqual(['<p>shell</p>', '<template>part</template>']);
  });

  it('sends what is left at the end without a flush', async () => {
    const stream = new FlushCoalescing();
    const out = collect(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<p>a</p>');
    stream.end('</html>');
    await ended;
    expect(out).toEqual(['<p>a</p></html>']);
  });

  it('keeps a character split between two writes whole', async () => {
    const stream = new FlushCoalescing();
    const out = collect(stream);
    const bytes = Buffer.from('Malmö');
    stream.write(bytes.subarray(0, 5));
    stream.write(bytes.subarray(5));
    stream.flush();
    await tick();
    expect(out).toEqual(['Malmö']);
  });
});
