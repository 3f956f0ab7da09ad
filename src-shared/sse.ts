/**
 * A Server-Sent Events reader for text as it arrives (the WHATWG event-stream format): the web app,
 * the desktop app's main process, the tests and the bench read the live stream (ADR 034) with fetch,
 * which can send the Authorization header that EventSource cannot, and hand the text to this.
 */
export interface SseMessage {
  /** The stream's last event id when the message was dispatched ('' before any). */
  id: string;
  event: string;
  data: string;
}

/**
 * A parser: call it with each decoded chunk; `onMessage` gets each complete message, `onComment`
 * (optional) each comment line (heartbeats).
 */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onComment: () => void = () => undefined,
): (chunk: string) => void {
  let buffer = '';
  let lastId = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return onComment();
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\u0000')) lastId = value;
  };

  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone '\r' at the end may be the first half of '\r\n': wait for more.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };
}
