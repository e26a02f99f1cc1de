import { text } from 'node:stream/consumers';
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

describe('onDemand', () => {
  it('shows the part with its props once its code has loaded', async () => {
    const Part = onDemand(() => Promise.resolve(Greeting));
    expect(await html(<Part name="Ada" />)).toBe('<p>Hej <!-- -->Ada</p>');
  });

  it('shows nothing when the code does not arrive, and loads it again the next time', async () => {
    let attempts = 0;
    const Part = onDemand(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Greeting);
    });
    expect(await html(<Part name="Ada" />)).toBe('');
    expect(await html(<Part name="Ada" />)).toBe('<p>Hej <!-- -->Ada</p>');
    expect(attempts).toBe(2);
  });
});
