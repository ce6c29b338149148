/** Motorcycles actually sold in Panama, with realistic cash prices in USD. */
export const DEMO_MOTORCYCLES = [
  { brand: 'Honda', model: 'CB190R', engineSize: '184cc', color: 'Rojo', price: 2890 },
  { brand: 'Honda', model: 'XR150L', engineSize: '149cc', color: 'Blanco', price: 2350 },
  { brand: 'Honda', model: 'Navi 110', engineSize: '109cc', color: 'Azul', price: 1650 },
  { brand: 'Yamaha', model: 'FZ 2.0', engineSize: '149cc', color: 'Negro', price: 2790 },
  { brand: 'Yamaha', model: 'XTZ 125', engineSize: '124cc', color: 'Azul', price: 2450 },
  { brand: 'Yamaha', model: 'YBR 125', engineSize: '124cc', color: 'Gris', price: 1990 },
  { brand: 'Suzuki', model: 'GN125', engineSize: '124cc', color: 'Negro', price: 1790 },
  { brand: 'Suzuki', model: 'Gixxer 150', engineSize: '155cc', color: 'Azul', price: 2590 },
  { brand: 'Bajaj', model: 'Pulsar NS200', engineSize: '199cc', color: 'Naranja', price: 2990 },
  { brand: 'Bajaj', model: 'Boxer CT100', engineSize: '102cc', color: 'Rojo', price: 1290 },
  { brand: 'TVS', model: 'Apache RTR 160', engineSize: '159cc', color: 'Blanco', price: 2190 },
  { brand: 'TVS', model: 'Sport 100', engineSize: '99cc', color: 'Negro', price: 1250 },
  { brand: 'Kawasaki', model: 'KLX 150', engineSize: '144cc', color: 'Verde', price: 3490 },
  { brand: 'KTM', model: 'Duke 200', engineSize: '199cc', color: 'Naranja', price: 4290 },
  { brand: 'Hero', model: 'Hunk 160R', engineSize: '163cc', color: 'Rojo', price: 1990 },
] as const;

export const PANAMA_PLACES = [
  { city: 'Ciudad de Panamá', province: 'Panamá' },
  { city: 'San Miguelito', province: 'Panamá' },
  { city: 'Arraiján', province: 'Panamá Oeste' },
  { city: 'La Chorrera', province: 'Panamá Oeste' },
  { city: 'Colón', province: 'Colón' },
  { city: 'David', province: 'Chiriquí' },
  { city: 'Santiago', province: 'Veraguas' },
  { city: 'Chitré', province: 'Herrera' },
  { city: 'Penonomé', province: 'Coclé' },
  { city: 'Las Tablas', province: 'Los Santos' },
] as const;

export const DEMO_EMPLOYMENT = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'EMPLEADO_PRIVADO',
  'EMPLEADO_PUBLICO',
  'INDEPENDIENTE',
] as const;
export const DEMO_PASSWORD_VENDOR = 'vendedor12345';
export const DEMO_CUSTOMER_PHONE = '+50760000001';
export const DEMO_CUSTOMER_PIN = '2580';
