/**
 * The attachments of a raw MIME message as the SMTP sink received it (nodemailer's multipart/mixed
 * with base64 parts), decoded: enough for tests to take a PDF out of a mail without a mail parser.
 */
export interface MimeAttachment {
  contentType: string;
  filename: string | null;
  content: Buffer;
}

export function mimeAttachments(raw: string): MimeAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] as string);
  const found: MimeAttachment[] = [];
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      if (!/content-disposition:\s*attachment/i.test(head)) continue;
      const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? null;
      const body = part.slice(split).trim();
      const content = /content-transfer-encoding:\s*base64/i.test(head)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'utf8');
      found.push({ contentType: type.toLowerCase(), filename, content });
    }
  }
  return found;
}
