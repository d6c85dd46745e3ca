/**
 * Just enough MIME reading for the delivery tests: headers (unfolded, encoded words decoded) and
 * the decoded text/plain and text/html parts of a message as nodemailer writes it.
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

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export interface ParsedMail {
  header: (name: string) => string | undefined;
  subject: string;
  text: string;
  html: string;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitEntity(chunk.replace(/^\r\n/, ''));
      parts.push({ type: part.headers.get('content-type') ?? '', content: decodeBody(part.headers, part.body) });
    }
  } else {
    parts.push({ type: headers.get('content-type') ?? '', content: decodeBody(headers, body) });
  }
  return {
    header: (name) => {
      const value = headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeWords(value);
    },
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
  };
}
