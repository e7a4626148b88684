// Sentry's envelope format: a JSON header line, then items, each a JSON header line and a payload
// (`length` bytes when the item header gives it, else up to the next newline).
// https://develop.sentry.dev/sdk/data-model/envelopes/

export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

const newline = 0x0a;

function readLine(body: Buffer, start: number): { line: Buffer; next: number } {
  const end = body.indexOf(newline, start);
  return end === -1
    ? { line: body.subarray(start), next: body.length }
    : { line: body.subarray(start, end), next: end + 1 };
}

function parseJsonObject(text: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The envelope in the body, or undefined when the body is not one. */
export function parseEnvelope(body: Buffer): Envelope | undefined {
  const first = readLine(body, 0);
  const header = parseJsonObject(first.line);
  if (!header) return undefined;
  const items: EnvelopeItem[] = [];
  let position = first.next;
  while (position < body.length) {
    const headerLine = readLine(body, position);
    position = headerLine.next;
    // Blank lines between items are allowed.
    if (headerLine.line.toString('utf8').trim() === '') continue;
    const itemHeader = parseJsonObject(headerLine.line);
    if (!itemHeader) return undefined;
    const length = itemHeader.length;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || position + length > body.length) return undefined;
      items.push({ header: itemHeader, payload: body.subarray(position, position + length) });
      position += length;
      // The newline after a payload of known length is optional.
      if (body[position] === newline) position += 1;
    } else {
      const payloadLine = readLine(body, position);
      items.push({ header: itemHeader, payload: payloadLine.line });
      position = payloadLine.next;
    }
  }
  return { header, items };
}

/** Writes an envelope of one event (the API's own failures go out like the browser's). */
export function buildEventEnvelope(
  dsn: string,
  event: Record<string, unknown> & { event_id: string },
): Buffer {
  const payload = Buffer.from(JSON.stringify(event));
  return Buffer.concat([
    Buffer.from(`${JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString(), dsn })}\n`),
    Buffer.from(`${JSON.stringify({ type: 'event', length: payload.length })}\n`),
    payload,
    Buffer.from('\n'),
  ]);
}
