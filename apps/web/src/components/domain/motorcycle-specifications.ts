import { specificationsToText } from './motorcycle-form.tsx';

/** Spanish names of the specification keys the catalog uses (stored keys carry no accents). */
const LABELS: Record<string, string> = {
  transmision: 'Transmisión',
  combustible: 'Combustible',
  cilindrada: 'Cilindrada',
  potencia: 'Potencia',
  torque: 'Torque',
  peso: 'Peso',
  frenos: 'Frenos',
  arranque: 'Arranque',
  tanque: 'Tanque',
  capacidadtanque: 'Capacidad del tanque',
  rendimiento: 'Rendimiento',
  velocidadmaxima: 'Velocidad máxima',
  refrigeracion: 'Refrigeración',
  garantia: 'Garantía',
  motor: 'Motor',
  llantas: 'Llantas',
  suspension: 'Suspensión',
};

/** 'velocidad_maxima' or 'velocidadMaxima' → 'Velocidad máxima' when known, 'Velocidad maxima' otherwise. */
export function specificationLabel(key: string): string {
  const known = LABELS[key.replace(/[\s_-]/g, '').toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The specifications as people read them: 'Transmisión: Manual', one item each. */
export function specificationItems(value: unknown): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).map(
      ([key, v]) => `${specificationLabel(key)}: ${typeof v === 'string' ? v : JSON.stringify(v)}`,
    );
  }
  return specificationsToText(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
