import { BadgePercent, Clock, Mail, Smartphone } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';

const HIGHLIGHTS = [
  {
    icon: Smartphone,
    title: 'Proceso 100% digital',
    text: 'Solicita y sigue tu financiamiento desde el celular, sin papeleo.',
  },
  {
    icon: Clock,
    title: 'Aprobación en minutos',
    text: 'Recibe la respuesta a tu solicitud el mismo día.',
  },
  {
    icon: BadgePercent,
    title: 'Tasas competitivas',
    text: 'Cuotas quincenales fijas y claras, sin sorpresas.',
  },
] as const;

/** The login page's marketing copy (spec §1): digital process, fast approval, competitive rates. */
export function LoginHighlights({
  tone = 'plain',
  className,
}: {
  tone?: 'plain' | 'brand';
  className?: string;
}) {
  const brand = tone === 'brand';
  return (
    <ul className={cn('grid gap-4', className)}>
      {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              brand
                ? 'bg-white/15 text-white ring-1 ring-white/25'
                : 'bg-primary-soft text-primary-soft-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="grid gap-0.5">
            <p className={cn('font-semibold', brand ? 'text-white' : 'text-foreground')}>{title}</p>
            <p className={cn('text-sm', brand ? 'text-emerald-50/85' : 'text-muted-foreground')}>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Digits and a leading + of a phone as written ('+507 300-0000'), for a tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "¿Necesitas ayuda?" with the company's support e-mail and phone, as the settings hold them. */
export function SupportContact({
  tone = 'plain',
  className,
}: {
  tone?: 'plain' | 'brand';
  className?: string;
}) {
  const brand = tone === 'brand';
  const { data } = usePublicSettings();
  // Nothing to show until the configured contact arrives (or if it cannot be loaded).
  if (!data) return null;
  const linkClass = cn(
    'rounded font-medium underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2',
    brand ? 'text-white focus-visible:ring-white' : 'text-primary focus-visible:ring-ring',
  );
  const phone = data.companyPhone.trim();
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm',
        brand ? 'text-emerald-50/85' : 'text-muted-foreground',
        className,
      )}
    >
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      ¿Necesitas ayuda? Escribe a {data.companyName} en{' '}
      <a href={`mailto:${data.companyEmail}`} className={linkClass}>
        {data.companyEmail}
      </a>
      {phone && (
        <>
          {' '}
          o llama al{' '}
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        </>
      )}
    </p>
  );
}
