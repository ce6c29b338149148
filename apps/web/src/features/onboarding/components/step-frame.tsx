import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { StepFlow } from '../use-wizard-flow.ts';
import { FormMessage, type WizardMessage } from './form-message.tsx';

export interface StepFrameProps {
  title: ReactNode;
  description?: ReactNode;
  message?: WizardMessage | null;
  /** Moves focus to the heading when the step appears (every step change but the first page load). */
  focusHeading?: boolean;
  /** Icon shown beside the heading. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One step of a wizard: a card with the step's heading, description and message. When a step replaces
 * another its heading takes the focus, so keyboard and screen-reader users start reading there.
 */
export function StepFrame({
  title,
  description,
  message = null,
  focusHeading = false,
  icon,
  children,
  className,
}: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Only on mount: a step is mounted afresh when the wizard moves to it.
  const focusOnMount = useRef(focusHeading);
  useEffect(() => {
    if (focusOnMount.current) heading.current?.focus();
  }, []);

  return (
    <Card className={cn('animate-step-in', className)}>
      <CardHeader className="gap-2 pb-4">
        <div className="flex items-start gap-3">
          {icon && (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground [&_svg]:size-5"
            >
              {icon}
            </span>
          )}
          <div className="grid min-w-0 gap-1">
            <h2
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-24 text-lg leading-tight font-semibold tracking-tight text-foreground focus:outline-none sm:text-xl"
            >
              {title}
            </h2>
            {description && <div className="text-sm text-muted-foreground">{description}</div>}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <FormMessage message={message} />
        {children}
      </CardContent>
    </Card>
  );
}

/** A step of a wizard's flow: the flow's message on top, the heading focused once the flow has moved. */
export function FlowStep({
  flow,
  ...frame
}: Omit<StepFrameProps, 'message' | 'focusHeading'> & { flow: Pick<StepFlow, 'message' | 'focusHeading'> }) {
  return <StepFrame {...frame} message={flow.message} focusHeading={flow.focusHeading} />;
}

/** The row of actions at the bottom of a step: back on the left, the main action on the right. */
export function StepActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex">{back}</div>
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
