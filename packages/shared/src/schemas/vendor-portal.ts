import { z } from 'zod';
import { REPORT_PERIODS, type ReportPeriod } from '../domain/report-period.ts';
import { applicationSummary } from './applications.ts';
import { panamaPhone, personName } from './common.ts';
import { vendorCustomerSummary } from './customers.ts';

/** The same periods as the reports: rolling windows ending today. */
export const DASHBOARD_PERIODS = REPORT_PERIODS;
export type DashboardPeriod = ReportPeriod;
export const dashboardQuery = z.object({ period: z.enum(DASHBOARD_PERIODS).default('month') });

export const vendorDashboard = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  customers: z.object({ total: z.number().int(), newInPeriod: z.number().int() }),
  applications: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    approvedPercent: z.number(),
    rejectedPercent: z.number(),
    approvalRate: z.number(),
  }),
  recentApplications: z.array(applicationSummary),
  recentCustomers: z.array(vendorCustomerSummary),
});
export type VendorDashboard = z.infer<typeof vendorDashboard>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const updateVendorProfileBody = z
  .object({
    firstName: personName('El nombre es requerido.'),
    lastName: personName('El apellido es requerido.'),
    phoneNumber: panamaPhone,
    address: optionalText(200),
    city: optionalText(80),
    region: optionalText(80),
    dealershipName: optionalText(120),
    licenseNumber: optionalText(60),
  })
  .partial();

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'La contraseña actual es requerida.').max(200),
  newPassword: z.string().min(1, 'La nueva contraseña es requerida.').max(200),
});
