import {
  addDays,
  businessToday,
  formatIsoDateDmy,
  formatUsdCents,
  installmentState,
  type SystemSettings,
  toCents,
} from '@quincena/shared';
import { describeFailure } from '../logging.ts';
import { sendSms } from '../modules/auth/index.ts';
import { findSystemSettings } from '../modules/settings/index.ts';
import {
  type ClaimedReminder,
  claimReminders,
  countPendingReminders,
  type ReminderKind,
  type ReminderWindow,
} from './jobs.repository.ts';
import type { JobDeps, JobResult } from './jobs.ts';

// Messages of one batch go out together; the next batch is claimed once they are all answered.
const BATCH_SIZE = 50;
const KINDS: ReminderKind[] = ['upcoming', 'overdue'];

function reminderText(
  kind: ReminderKind,
  item: ClaimedReminder,
  today: string,
  payments: SystemSettings['payments'],
) {
  const owed = formatUsdCents(installmentState(item, today).owedCents);
  const moto = `${item.brand} ${item.model}`;
  if (kind === 'upcoming') {
    return (
      `Quincena: te recordamos que tu cuota de ${owed} de tu ${moto} vence el ${formatIsoDateDmy(item.dueDate)}. ` +
      'Si ya pagaste, ignora este mensaje.'
    );
  }
  const notice = `Quincena: tu cuota de ${owed} de tu ${moto} venció el ${formatIsoDateDmy(item.dueDate)} y está pendiente.`;
  // The last day without late fee, while it is still ahead (a notice can go out late).
  const lastDay = addDays(item.dueDate, payments.gracePeriod);
  if (item.lateFeeAssessed || lastDay < today) return `${notice} Por favor, ponte al día lo antes posible.`;
  const fee = formatUsdCents(toCents(payments.latePaymentFee));
  return `${notice} Paga a más tardar el ${formatIsoDateDmy(lastDay)} para evitar el recargo por mora de ${fee}.`;
}

/**
 * Texts the customer `reminderDaysBefore` days before each due date and once an installment is
 * overdue. Each installment is claimed (its "sent" column set) before its message goes, so it gets
 * each kind once even with concurrent runs; a message that fails stays failed in the outbox and is
 * not retried: at most once, rather than twice.
 * Upcoming reminders cover every due date from today to today + N, so a day without a run, or a
 * loan whose first due date is nearer than N days, still gets its reminder.
 */
export async function sendPaymentReminders(deps: JobDeps): Promise<JobResult> {
  const { notifications, payments } = await findSystemSettings(deps.db);
  const today = businessToday(deps.clock.now());
  const window: ReminderWindow = { today, remindUntil: addDays(today, notifications.reminderDaysBefore) };
  if (!notifications.smsNotifications) {
    let skipped = 0;
    for (const kind of KINDS) skipped += await countPendingReminders(deps.db, kind, window);
    return { processed: 0, skipped };
  }
  let processed = 0;
  let skipped = 0;
  for (const kind of KINDS) {
    for (;;) {
      const claimed = await claimReminders(deps.db, kind, window, deps.clock.now(), BATCH_SIZE);
      if (claimed.length === 0) break;
      const sent = await Promise.all(
        claimed.map((item) =>
          sendSms(deps, item.phoneNumber, reminderText(kind, item, today, payments)).then(
            () => true,
            (err: unknown) => {
              deps.log.warn(
                { failure: describeFailure(err), installmentId: item.id, kind },
                'payment reminder not delivered',
              );
              return false;
            },
          ),
        ),
      );
      const delivered = sent.filter(Boolean).length;
      processed += delivered;
      skipped += claimed.length - delivered;
    }
  }
  return { processed, skipped };
}
