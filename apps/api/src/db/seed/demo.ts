import { fakerES_MX } from '@faker-js/faker';
import {
  addDays,
  businessToday,
  type IsoDate,
  type LoanTermMonths,
  PAYMENT_METHODS,
  toCents,
} from '@quincena/shared';
import { hashSecret } from '../../infra/passwords.ts';
import type { Executor } from '../client.ts';
import {
  admins,
  auditLog,
  creditApplications,
  customers,
  installments,
  loanTransactions,
  motorcycles,
  paymentAllocations,
  payments,
  vendorCustomers,
  vendors,
} from '../schema/index.ts';
import {
  DEMO_CUSTOMER_PHONE,
  DEMO_CUSTOMER_PIN,
  DEMO_EMPLOYMENT,
  DEMO_MOTORCYCLES,
  DEMO_PASSWORD_VENDOR,
  PANAMA_PLACES,
} from './catalog.ts';
import { buildFinancingRows, type PaymentPattern } from './financing-rows.ts';

type Status = 'PENDING' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED' | 'DISBURSED';

/** Application statuses for customers 1..30 (the demo customer first, with a disbursed financing). */
const STATUS_PLAN: Status[] = [
  'DISBURSED',
  'PENDING',
  'APPROVED',
  'DISBURSED',
  'REJECTED',
  'IN_REVIEW',
  'DISBURSED',
  'PENDING',
  'DISBURSED',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
  'PENDING',
  'IN_REVIEW',
  'DISBURSED',
  'DISBURSED',
  'REJECTED',
  'PENDING',
  'APPROVED',
  'DISBURSED',
  'IN_REVIEW',
  'DISBURSED',
  'PENDING',
  'REJECTED',
  'DISBURSED',
  'APPROVED',
  'DISBURSED',
  'PENDING',
  'DISBURSED',
  'DISBURSED',
];
const TERMS: LoanTermMonths[] = [12, 18, 24];
const CUSTOMER_COUNT = 40;

/** Deterministic demo data (seeded faker); dates are relative to today so that due dates stay live. */
export async function seedDemoData(
  db: Executor,
  options: { today?: IsoDate; lateFee: number; graceDays: number },
) {
  const faker = fakerES_MX;
  faker.seed(2580);
  const today = options.today ?? businessToday();
  const instantOf = (date: IsoDate) => new Date(`${date}T15:00:00Z`);
  const lateFeeCents = toCents(options.lateFee);
  // Applications spread over the last 100 days, some this week, so every dashboard period has data;
  // the demo customer's financing started 95 days ago (three paid, one partly paid, one overdue).
  const applicationDate = (i: number) => addDays(today, i === 0 ? -95 : -(((i * 37) % 100) + 1));
  const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

  const vendorHash = await hashSecret(DEMO_PASSWORD_VENDOR);
  const [superAdmin] = await db.select({ id: admins.id }).from(admins).limit(1);
  await db.insert(admins).values({
    username: 'operador',
    email: 'operador@quincena.com.pa',
    role: 'ADMIN',
    passwordHash: await hashSecret('operador12345'),
  });
  const vendorRows = await db
    .insert(vendors)
    .values([
      {
        username: 'vendedor',
        email: 'carlos.mendez@motosdelistmo.com.pa',
        firstName: 'Carlos',
        lastName: 'Méndez',
        phoneNumber: '+50762001000',
        address: 'Vía España, Edificio Las Américas, local 4',
        city: 'Ciudad de Panamá',
        region: 'Panamá',
        dealershipName: 'Motos del Istmo',
        licenseNumber: 'AVISO-2019-48213',
        isVerified: true,
        passwordHash: vendorHash,
      },
      {
        username: 'vendedor2',
        email: 'ana.rodriguez@motocentrochiriqui.com.pa',
        firstName: 'Ana',
        lastName: 'Rodríguez',
        phoneNumber: '+50762002000',
        address: 'Avenida Obaldía, David',
        city: 'David',
        region: 'Chiriquí',
        dealershipName: 'MotoCentro Chiriquí',
        licenseNumber: 'AVISO-2021-77104',
        isVerified: true,
        commissionRate: '0.0600',
        passwordHash: vendorHash,
      },
    ])
    .returning({ id: vendors.id });
  const vendorIds = vendorRows.map((v) => v.id);

  const motoRows = await db
    .insert(motorcycles)
    .values(
      DEMO_MOTORCYCLES.map((m, i) => ({
        ...m,
        price: undefined,
        priceCents: toCents(m.price),
        year: i % 3 === 0 ? 2025 : 2026,
        description: `${m.brand} ${m.model}, ${m.engineSize}, ideal para la ciudad y el trabajo.`,
        specifications: { transmision: 'Manual', combustible: 'Gasolina' },
        // The first ten are the back-office inventory; the rest, the demo vendors' catalogs.
        vendorId: i < 10 ? null : vendorIds[i % 2],
      })),
    )
    .returning({ id: motorcycles.id, priceCents: motorcycles.priceCents });

  const pinHash = await hashSecret(DEMO_CUSTOMER_PIN);
  const customerValues = Array.from({ length: CUSTOMER_COUNT }, (_, i) => {
    const place = PANAMA_PLACES[i % PANAMA_PLACES.length] ?? PANAMA_PLACES[0];
    const isDemo = i === 0;
    const firstName = isDemo ? 'María' : faker.person.firstName();
    const lastName = isDemo ? 'González' : faker.person.lastName();
    const createdDate = addDays(applicationDate(i), -5);
    return {
      phoneNumber: isDemo ? DEMO_CUSTOMER_PHONE : `+5076${String(1000000 + i * 7919).slice(-7)}`,
      firstName,
      lastName,
      email: faker.internet.email({ firstName, lastName, provider: 'correo.com.pa' }).toLowerCase(),
      dateOfBirth: faker.date.birthdate({ min: 19, max: 62, mode: 'age' }).toISOString().slice(0, 10),
      address: `${faker.location.street()} ${faker.location.buildingNumber()}`,
      city: place.city,
      province: place.province,
      identityType: 'licencia' as const,
      identityNumber: `${(i % 9) + 1}-${700 + i}-${1000 + i * 37}`,
      occupation: faker.person.jobTitle(),
      employerName: faker.company.name(),
      employmentType: DEMO_EMPLOYMENT[i % DEMO_EMPLOYMENT.length],
      monthlyIncomeCents: toCents(faker.number.int({ min: 650, max: 2800 })),
      isVerified: isDemo || i % 4 !== 3,
      pinHash: isDemo ? pinHash : null,
      createdByVendorId: vendorIds[i % 3 === 2 ? 1 : 0],
      createdAt: instantOf(createdDate),
    };
  });
  const customerRows = await db.insert(customers).values(customerValues).returning({ id: customers.id });
  await db.insert(vendorCustomers).values(
    customerRows.map((c, i) => ({
      vendorId: customerValues[i]?.createdByVendorId ?? (vendorIds[0] as string),
      customerId: c.id,
      createdAt: customerValues[i]?.createdAt,
    })),
  );

  for (const [i, status] of STATUS_PLAN.entries()) {
    const customerId = customerRows[i]?.id as string;
    const vendorId = customerValues[i]?.createdByVendorId as string;
    const moto = motoRows[i % motoRows.length] as { id: string; priceCents: number };
    const createdDate = applicationDate(i);
    // Ninety days back gives the demo customer three paid, one partly paid and one overdue installment.
    const approvedDate = i === 0 ? addDays(today, -90) : minDate(addDays(createdDate, 2), today);
    const isFinanced = status === 'APPROVED' || status === 'DISBURSED';
    const loanTermMonths = i === 0 ? 12 : (TERMS[i % 3] as LoanTermMonths);
    const patternFor = (n: number): PaymentPattern => {
      if (i === 0) return n <= 3 ? 'paid' : n === 4 ? 'partial' : 'unpaid';
      const roll = faker.number.int({ min: 1, max: 20 });
      return roll <= 17 ? 'paid' : roll === 18 ? 'partial' : 'unpaid';
    };
    const rows = buildFinancingRows({
      saleValueCents: moto.priceCents,
      downPaymentCents: Math.round((moto.priceCents * (10 + (i % 4) * 5)) / 100 / 100) * 100,
      loanTermMonths,
      anchorDate: isFinanced ? approvedDate : null,
      today: status === 'DISBURSED' ? today : approvedDate,
      lateFeeCents,
      graceDays: options.graceDays,
      patternFor,
    });
    const [application] = await db
      .insert(creditApplications)
      .values({
        customerId,
        vendorId,
        motorcycleId: moto.id,
        status,
        ...rows.application,
        approvedAmountCents: isFinanced ? rows.application.financedCents : null,
        scheduleAnchorDate: isFinanced ? approvedDate : null,
        rejectionReason: status === 'REJECTED' ? 'Ingresos insuficientes para la cuota solicitada.' : null,
        vin: isFinanced ? `9C2KC1670${String(100000 + i * 4241).slice(-6)}RM` : null,
        placa:
          status === 'DISBURSED' ? `${String.fromCharCode(65 + (i % 26))}M${String(4000 + i * 13)}` : null,
        insurancePolicy: status === 'DISBURSED' ? `POL-${2026}-${String(8800 + i)}` : null,
        reviewedAt: status === 'PENDING' ? null : instantOf(addDays(createdDate, 1)),
        reviewedBy: status === 'PENDING' ? null : superAdmin?.id,
        approvedAt: isFinanced ? instantOf(approvedDate) : null,
        approvedBy: isFinanced ? superAdmin?.id : null,
        rejectedAt: status === 'REJECTED' ? instantOf(addDays(createdDate, 2)) : null,
        rejectedBy: status === 'REJECTED' ? superAdmin?.id : null,
        disbursedAt: status === 'DISBURSED' ? instantOf(approvedDate) : null,
        disbursedBy: status === 'DISBURSED' ? superAdmin?.id : null,
        createdAt: instantOf(createdDate),
      })
      .returning({ id: creditApplications.id });
    const applicationId = application?.id as string;
    // The history the back-office shows: each step of the way, as the workflow would have written it.
    const step = (action: string, from: string, to: string, date: string) => ({
      entityType: 'credit_application',
      entityId: applicationId,
      action,
      actorRole: 'admin' as const,
      actorId: superAdmin?.id ?? null,
      changes: { status: { from, to } },
      createdAt: instantOf(date),
    });
    await db.insert(auditLog).values([
      {
        entityType: 'credit_application',
        entityId: applicationId,
        action: 'created',
        actorRole: 'vendor',
        actorId: vendorId,
        changes: { status: { from: null, to: 'PENDING' } },
        createdAt: instantOf(createdDate),
      },
      ...(status === 'PENDING'
        ? []
        : [step('taken_into_review', 'PENDING', 'IN_REVIEW', addDays(createdDate, 1))]),
      ...(status === 'REJECTED' ? [step('rejected', 'IN_REVIEW', 'REJECTED', addDays(createdDate, 2))] : []),
      ...(isFinanced ? [step('approved', 'IN_REVIEW', 'APPROVED', approvedDate)] : []),
      ...(status === 'DISBURSED' ? [step('disbursed', 'APPROVED', 'DISBURSED', approvedDate)] : []),
    ]);
    if (rows.installments.length === 0) continue;
    // The ledger, as the migration's backfill writes it: the loan opens with its principal.
    await db.insert(loanTransactions).values({
      applicationId,
      type: 'DISBURSEMENT',
      valueDate: approvedDate,
      amountCents: rows.application.financedCents,
      principalCents: rows.application.financedCents,
      actorRole: superAdmin ? 'admin' : 'system',
      actorId: superAdmin?.id ?? null,
      createdAt: instantOf(approvedDate),
    });

    const saved = await db
      .insert(installments)
      .values(
        rows.installments.map((item) => ({
          ...item,
          applicationId,
          // As the daily job would have: assessed the first day after the grace period, so it skips them.
          lateFeeAssessedAt:
            item.lateFeeCents > 0 ? instantOf(addDays(item.dueDate, options.graceDays + 1)) : null,
        })),
      )
      .returning({ id: installments.id });
    for (const [n, item] of rows.installments.entries()) {
      const installmentId = saved[n]?.id as string;
      const feeDate = addDays(item.dueDate, options.graceDays + 1);
      if (item.lateFeeCents > 0) {
        await db.insert(loanTransactions).values({
          applicationId,
          type: 'LATE_FEE',
          valueDate: feeDate,
          amountCents: item.lateFeeCents,
          lateFeeCents: item.lateFeeCents,
          installmentId,
          actorRole: 'system',
          createdAt: instantOf(feeDate),
        });
      }
      const paidCents = item.paidLateFeeCents + item.paidInterestCents + item.paidPrincipalCents;
      if (paidCents === 0) continue;
      // A receipt that paid a late fee came after the fee was assessed, an hour after the job ran.
      const paymentDate = item.paidLateFeeCents > 0 ? feeDate : item.dueDate;
      const paymentAt = new Date(
        instantOf(paymentDate).getTime() + (item.paidLateFeeCents > 0 ? 3_600_000 : 0),
      );
      const [payment] = await db
        .insert(payments)
        .values({
          applicationId,
          customerId,
          amountCents: paidCents,
          appliedLateFeeCents: item.paidLateFeeCents,
          appliedInterestCents: item.paidInterestCents,
          appliedPrincipalCents: item.paidPrincipalCents,
          method: PAYMENT_METHODS[n % PAYMENT_METHODS.length] ?? 'CASH',
          reference: `REC-${String(10000 + i * 100 + n)}`,
          paymentDate,
          source: 'ADMIN',
          recordedBy: superAdmin?.id,
          createdAt: paymentAt,
        })
        .returning({ id: payments.id });
      await db.insert(loanTransactions).values({
        applicationId,
        type: 'REPAYMENT',
        valueDate: paymentDate,
        amountCents: paidCents,
        principalCents: item.paidPrincipalCents,
        interestCents: item.paidInterestCents,
        lateFeeCents: item.paidLateFeeCents,
        installmentIds: [installmentId],
        paymentId: payment?.id as string,
        actorRole: superAdmin ? 'admin' : 'system',
        actorId: superAdmin?.id ?? null,
        createdAt: paymentAt,
      });
      await db.insert(paymentAllocations).values({
        paymentId: payment?.id as string,
        installmentId,
        lateFeeCents: item.paidLateFeeCents,
        interestCents: item.paidInterestCents,
        principalCents: item.paidPrincipalCents,
      });
    }
  }
}
