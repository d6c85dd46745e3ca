/**
 * Just enough MIME reading for the delivery tests: headers (unfolded, encoded words decoded), the
 * decoded text/plain and text/html parts of a message as nodemailer writes it, and its files
 * (nested multiparts included: mixed, related, alternative).
 */

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(soft.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_whole, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitEntity(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBytes(headers: Map<string, string>, body: string): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(body, 'utf8');
}

/** A leaf of the message: its headers (Content-Type, Content-Disposition, Content-Id…) and bytes. */
export interface MailPart {
  type: string;
  headers: Map<string, string>;
  bytes: Buffer;
}

/** The leaves of an entity, depth first: a multipart's parts, or the entity itself. */
function leavesOf(headers: Map<string, string>, body: string): MailPart[] {
  const type = headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary) return [{ type, headers, bytes: decodeBytes(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
      const part = splitEntity(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      return leavesOf(part.headers, part.body);
    });
}

export interface ParsedMail {
  header: (name: string) => string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Every leaf, the text and HTML included. */
  parts: MailPart[];
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const leaves = leavesOf(headers, body);
  // The message's own text and HTML, not a text file it carries (a calendar invitation).
  const bodyOf = (type: string) =>
    leaves
      .find((part) => part.type.startsWith(type) && !part.headers.has('content-disposition'))
      ?.bytes.toString('utf8') ?? '';
  return {
    header: (name) => {
      const value = headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeWords(value);
    },
    subject: decodeWords(headers.get('subject') ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    parts: leaves,
  };
}
