import { z } from 'zod';

// Validation messages that the schemas don't set themselves come out in Spanish.
z.config(z.locales.es());
