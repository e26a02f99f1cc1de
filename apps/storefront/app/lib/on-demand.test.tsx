import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.tsx';

/** The HTML of an element once every part it waits for has loaded (or failed). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  // React marks where the part's Suspense boundary begins and ends.
  return (await text(prelude)).replaceAll(/<!--\/?\$-->/g, '');
}

function Greeting({ name }: { name: string }) {
  return <p>Hej {name}</p>;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onDemand', () => {
  it('shows the part with its props once its code has loaded', async () => {
    const Part = onDemand(() => Promise.resolve(Greeting));
    expect(await html(<Part name="Ada" />)).toBe('<p>Hej <!-- -->Ada</p>');
  });

  it('on the server, loads the part at once and renders it in place, without waiting in the stream', async () => {
    const Part = onDemand(() => Promise.resolve(Greeting));
    await tick();
    // A render that cannot wait shows the part itself, not the loading fallback.
    expect(renderToString(<Part name="Ada" loading={<i>…</i>} />)).toBe('<!--$--><p>Hej <!-- -->Ada</p><!--/$-->');
  });

  it('in place, a loaded part has no boundary of its own: nothing is left for a script to put in place', async () => {
    const Part = onDemand(() => Promise.resolve(Greeting));
    await tick();
    expect(renderToString(<Part.InPlace name="Ada" />)).toBe('<p>Hej <!-- -->Ada</p>');
  });

  it('shows nothing when the code does not arrive, and loads it again the next time', async () => {
    let attempts = 0;
    const Part = onDemand(() => {
      attempts += 1;
      return attempts <= 2 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Greeting);
    });
    await tick();
    expect(await html(<Part name="Ada" />)).toBe('');
    expect(await html(<Part name="Ada" />)).toBe('<p>Hej <!-- -->Ada</p>');
    expect(attempts).toBe(3);
  });
});
