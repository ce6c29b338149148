import type { ApplicationSummary } from '@quincena/shared';
import type { ReactNode } from 'react';
import { formatMoney, formatPhone } from '../../lib/format.ts';
import { DescriptionItem, DescriptionList } from '../ui/description-list.tsx';
import { Section } from '../ui/section.tsx';

export interface ApplicationPartiesProps {
  application: ApplicationSummary;
  customerName: string;
  /** Who submitted it, where the viewer may see more than its own (the back-office). */
  vendor?: ReactNode;
}

/** The customer and the motorcycle of a credit application, side by side on wide screens. */
export function ApplicationParties({ application: a, customerName, vendor }: ApplicationPartiesProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title="Cliente">
        <DescriptionList columns={1}>
          <DescriptionItem label="Nombre">{customerName}</DescriptionItem>
          <DescriptionItem label="Teléfono">{formatPhone(a.customer.phoneNumber)}</DescriptionItem>
          <DescriptionItem label="Correo electrónico">{a.customer.email}</DescriptionItem>
          {vendor !== undefined && <DescriptionItem label="Vendedor">{vendor}</DescriptionItem>}
        </DescriptionList>
      </Section>
      <Section title="Motocicleta">
        <DescriptionList className="grid-cols-2">
          <DescriptionItem label="Marca y modelo">
            {a.motorcycle.brand} {a.motorcycle.model}
          </DescriptionItem>
          <DescriptionItem label="Año">{a.motorcycle.year}</DescriptionItem>
          {/* The application's own sale value: the catalog price may differ (issue 12). */}
          <DescriptionItem label="Precio">{formatMoney(a.requestedAmount)}</DescriptionItem>
          <DescriptionItem label="Placa">{a.motorcycle.placa}</DescriptionItem>
          <DescriptionItem label="Número de motor" className="font-mono break-all">
            {a.motorcycle.engineNumber}
          </DescriptionItem>
          <DescriptionItem label="VIN" className="col-span-2 font-mono break-all">
            {a.motorcycle.vin}
          </DescriptionItem>
        </DescriptionList>
      </Section>
    </div>
  );
}
