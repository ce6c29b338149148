// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import type { PasswordCredentials } from '../api/login-admin.ts';
import { type FlowMessage, StepLayout } from './step-layout.tsx';

// The texts of the API's own `passwordLoginBody` (the shared package is kept out of the login chunk).
const staffLoginForm = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'El usuario es requerido.')),
  password: z.string().check(z.minLength(1, 'La contraseña es requerida.')),
});
type StaffLoginForm = z.infer<typeof staffLoginForm>;

export interface StaffLoginStepProps {
  defaultUsername: string;
  message: FlowMessage | null;
  pending: boolean;
  /** Resolves false when the sign-in was refused, so the password is cleared. */
  onSubmit: (credentials: PasswordCredentials) => Promise<boolean>;
  onBack: () => void;
}

/** Step `admin-login`: username and password for vendors and administrators. */
export function StaffLoginStep({ defaultUsername, message, pending, onSubmit, onBack }: StaffLoginStepProps) {
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<StaffLoginForm>({
    resolver: zodResolver(staffLoginForm),
    defaultValues: { username: defaultUsername, password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    if (!(await onSubmit(credentials))) {
      resetField('password');
      setFocus('password');
    }
  });

  return (
    <StepLayout
      title="Acceso para vendedores y administradores"
      description="Ingresa tu usuario y tu contraseña."
      message={message}
      onBack={onBack}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Input
          label="Usuario"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          required
          autoFocus
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {!pending && <LogIn aria-hidden="true" />}
          Iniciar sesión
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        ¿No tienes una cuenta? Contacta al administrador.
      </p>
    </StepLayout>
  );
}
