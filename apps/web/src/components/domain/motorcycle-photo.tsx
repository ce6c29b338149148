import type { Motorcycle } from '@quincena/shared';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

export interface MotorcyclePhotoProps {
  motorcycle: Pick<Motorcycle, 'brand' | 'model' | 'imageUrl'>;
  /** Size and shape of the frame, e.g. `size-16 rounded-lg`. */
  className?: string;
}

/** The motorcycle's photo, or a motorcycle icon when it has none (or it fails to load). */
export function MotorcyclePhoto({ motorcycle, className }: MotorcyclePhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = motorcycle.imageUrl !== failedUrl ? motorcycle.imageUrl : null;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-primary-soft text-primary-soft-foreground',
        className,
      )}
    >
      {url ? (
        <img
          src={url}
          alt={`Foto de ${motorcycle.brand} ${motorcycle.model}`}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Bike aria-hidden="true" className="size-1/2 max-h-8 max-w-8" />
      )}
    </span>
  );
}
