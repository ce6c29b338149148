import { messages } from '@quincena/shared';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors.ts';

/** Deeper than any body the app accepts (the settings document is 3 levels deep). */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text nests arrays or objects deeper than `max`. One pass over the text,
 * before any parser or recursive check sees it: a body of 500,000 `[` costs one loop, not a
 * stack overflow. Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind the depth bound. */
export function boundJsonDepth(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new ValidationError(messages.jsonTooDeep, undefined, 'JSON_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
