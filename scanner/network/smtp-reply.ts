/**
 * SMTP replies (RFC 5321 section 4.2), pure: a reply is one or more lines sharing a three-digit code,
 * `250-` continuing and `250 ` (or a bare `250`) ending it. The scanner reads them from servers it
 * does not trust, so every reply is bounded in lines and bytes, and a line that is not SMTP ends the
 * conversation instead of being guessed at.
 */

export interface SmtpReply {
  code: number;
  /** The text of each line after the code and separator. */
  lines: string[];
}

export class SmtpProtocolError extends Error {}

/** RFC 5321 allows 512-byte reply lines; real servers stay far below these bounds. */
export const MAX_REPLY_LINES = 100;
export const MAX_REPLY_LINE_BYTES = 2048;

const LINE = /^(\d{3})(?:([ -])(.*))?$/;

/**
 * Takes the first complete reply off the front of `buffered` (latin1 text as received). Returns null
 * while the reply is incomplete; throws SmtpProtocolError for anything that cannot be SMTP.
 */
export function takeReply(buffered: string): { reply: SmtpReply; rest: string } | null {
  let at = 0;
  let code: number | null = null;
  const lines: string[] = [];
  while (lines.length < MAX_REPLY_LINES) {
    const end = buffered.indexOf('\n', at);
    if (end === -1) {
      if (buffered.length - at > MAX_REPLY_LINE_BYTES) throw new SmtpProtocolError('reply line too long');
      return null;
    }
    const line = buffered.slice(at, end).replace(/\r$/, '');
    at = end + 1;
    if (line.length > MAX_REPLY_LINE_BYTES) throw new SmtpProtocolError('reply line too long');
    const match = LINE.exec(line);
    if (!match) throw new SmtpProtocolError(`not an SMTP reply: "${line.slice(0, 80)}"`);
    const lineCode = Number(match[1]);
    if (code !== null && lineCode !== code) throw new SmtpProtocolError('reply lines with different codes');
    code = lineCode;
    lines.push(match[3] ?? '');
    if (match[2] !== '-') return { reply: { code, lines }, rest: buffered.slice(at) };
  }
  throw new SmtpProtocolError(`reply longer than ${MAX_REPLY_LINES} lines`);
}

/** The extension keywords of an EHLO reply (the first line is the server's greeting), upper-cased. */
export function ehloExtensions(reply: SmtpReply): string[] {
  return reply.lines.slice(1).map((line) => (line.trim().split(/\s+/)[0] ?? '').toUpperCase());
}

/** A reply as one line of evidence, e.g. `250 mx.example.com Hello`. */
export function formatReply(reply: SmtpReply): string {
  return `${reply.code} ${reply.lines.join(' / ')}`.slice(0, 300);
}
