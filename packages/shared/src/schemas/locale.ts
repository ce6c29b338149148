import { z } from 'zod';
import { spanishErrorMap } from './error-map.ts';

// Validation messages that the schemas don't set themselves come out in plain Spanish.
z.config({ localeError: spanishErrorMap });
