import { pipeline } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { FlushCoalescing } from '#app/lib/flush-coalescing.server.ts';
import { InlineStylesProvider } from '#app/lib/inline-styles.tsx';
import { lowPriorityModulePreloads } from '#app/lib/low-priority-preloads.server.ts';
import { NonceProvider } from '#app/lib/nonce.ts';
import { shopStyles } from '#app/styles/shop-css.server.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** This request's script nonce, made by the host (server.js) and named in its Content-Security-Policy header. */
    cspNonce?: string;
  }
}

/**
 * React Router's own server entry, plus the request's nonce: the router puts it on the inline
 * scripts it writes (hydration data, scroll restoration, module loader, streamed data) and React on
 * the scripts that complete streamed parts of the page. Browsers reach the page as a stream from the
 * shell on; bots get the whole page at once.
 */
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // A HEAD request gets the status and headers only.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers wait for all content, so they index the whole page.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort a render still streaming after the stream timeout, leaving time to flush the rejected parts.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <NonceProvider value={nonce ?? ''}>
        <InlineStylesProvider value={import.meta.env.DEV ? undefined : shopStyles()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesProvider>
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        // React writes into `written`, which passes each of React's passes on as one buffer (see FlushCoalescing).
        const written = new FlushCoalescing();
        const page = lowPriorityModulePreloads();
        const stopTimer = () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        };
        // React has written the whole page (or the visitor left): nothing is left to abort.
        written.once('finish', stopTimer);
        written.once('close', stopTimer);
        const stream = createReadableStreamFromReadable(page);
        responseHeaders.set('Content-Type', 'text/html');
        // A visitor who leaves cancels the response's stream, which destroys `page`; the pipeline then
        // closes `written` too, which tells React to stop rendering.
        pipeline(written, page, () => {});
        pipe(written);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject and are logged by React Router; later ones are logged here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
