/**
 * The company's support contact, shown on the login page.
 * TODO: read it from the settings API (GET /api/settings/public, company contact) once it exists;
 * until then this is the one place it is written.
 */
export const SUPPORT_EMAIL = 'soporte@quincena.com.pa';
