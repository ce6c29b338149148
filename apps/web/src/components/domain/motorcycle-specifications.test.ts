import { describe, expect, it } from 'vitest';
import { specificationItems, specificationLabel } from './motorcycle-specifications.ts';

describe('motorcycle specifications', () => {
  it('names the stored keys in Spanish, with their accents', () => {
    expect(specificationItems({ transmision: 'Manual', combustible: 'Gasolina' })).toEqual([
      'Transmisión: Manual',
      'Combustible: Gasolina',
    ]);
    expect(specificationLabel('velocidad_maxima')).toBe('Velocidad máxima');
    expect(specificationLabel('capacidadTanque')).toBe('Capacidad del tanque');
  });

  it('makes an unknown key readable and keeps free text as it is', () => {
    expect(specificationLabel('tipo_de_cadena')).toBe('Tipo de cadena');
    expect(specificationItems('ABS de dos canales\nLuces LED')).toEqual(['ABS de dos canales', 'Luces LED']);
    expect(specificationItems(null)).toEqual([]);
  });
});
