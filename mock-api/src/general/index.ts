import type { RequestHandler } from 'msw';
import { fileHandlers } from './files.handlers';
import { lookupHandlers } from './lookups.handlers';
import { optionHandlers } from './options.handlers';
import { profileHandlers } from './profile.handlers';

/**
 * The calls of any signed-in user (g/), and their a/, su/ and ss/ variants: profile, options, lookups, files;
 * `documents` answer the GETs of the documents holding files (who may download one).
 */
export const generalHandlers = (documents: () => readonly RequestHandler[]) => [...profileHandlers, ...optionHandlers, ...lookupHandlers, ...fileHandlers(documents)];
