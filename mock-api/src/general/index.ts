import { fileHandlers } from './files.handlers';
import { lookupHandlers } from './lookups.handlers';
import { optionHandlers } from './options.handlers';
import { profileHandlers } from './profile.handlers';

/** The calls of any signed-in user (g/), and their a/, su/ and ss/ variants: profile, options, lookups, files. */
export const generalHandlers = [...profileHandlers, ...optionHandlers, ...lookupHandlers, ...fileHandlers];
