import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCodes } from '@encore/contracts';

/** What the HTTP parser refused, as the status and words the client gets. */
function refusal(code: string | undefined): { status: number; errorCode: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, errorCode: ErrorCodes.timeout, message: 'The request was not sent in time' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, errorCode: ErrorCodes.validation, message: 'The request headers (with the URL) are too large' };
  return { status: 400, errorCode: ErrorCodes.validation, message: 'The request is not valid HTTP' };
}

/**
 * A request the HTTP parser refuses (headers too large, broken framing, sent too slowly) never reaches
 * a route, yet its answer still has the `{ code, result }` envelope with the status as its code; the
 * connection is closed after it, since what follows on it cannot be trusted.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, errorCode, message } = refusal(error.code);
  const body = JSON.stringify({ code: status, result: { errorCode, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
