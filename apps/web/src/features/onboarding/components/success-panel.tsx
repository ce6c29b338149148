import { CircleCheckBig } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';

export interface SuccessPanelProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

/** The last step: a confirmation whose heading takes the focus, the details and what to do next. */
export function SuccessPanel({ title, description, children, actions }: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card className="animate-step-in overflow-hidden">
      <div className="flex flex-col items-center gap-3 bg-primary-soft/60 px-5 pt-8 pb-6 text-center sm:px-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm">
          <CircleCheckBig aria-hidden="true" className="size-7" />
        </span>
        <h2
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold tracking-tight text-foreground focus:outline-none sm:text-2xl"
        >
          {title}
        </h2>
        <div className="max-w-lg text-sm text-muted-foreground sm:text-base">{description}</div>
      </div>
      <CardContent className="grid gap-6 pt-6">
        {children}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </CardContent>
    </Card>
  );
}
