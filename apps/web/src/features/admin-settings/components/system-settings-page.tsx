import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_COMPLEXITIES,
  PASSWORD_COMPLEXITY_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type SystemSettings,
  type SystemSettingsInput,
  systemSettings,
} from '@quincena/shared';
import { Bell, Bike, Building2, Lock, Pencil, ShieldCheck, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Controller,
  type FieldErrors,
  type FieldPath,
  type FieldPathByValue,
  FormProvider,
  get,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { SwitchField } from '../../../components/domain/switch-field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSystemSettings } from '../../../lib/system-settings.ts';
import { useUpdateSystemSettings } from '../api/update-system-settings.ts';

export const SETTINGS_ERROR_TITLE = 'Error al cargar la configuración';
export const READ_ONLY_NOTE =
  'Solo un super administrador puede cambiar la configuración. Aquí ves los valores vigentes.';
const FORM_ID = 'system-settings-form';
const SOON = 'Próximamente';

type Group = keyof SystemSettings;
type FormValues = SystemSettingsInput;
type FieldName = FieldPath<FormValues>;

const TABS: { value: Group; label: string; icon: typeof Building2; description: string }[] = [
  {
    value: 'general',
    label: 'General',
    icon: Building2,
    description: 'Los datos de la empresa; el correo y el teléfono se muestran como contacto de soporte.',
  },
  {
    value: 'security',
    label: 'Seguridad',
    icon: ShieldCheck,
    description: 'Sesiones, intentos de inicio de sesión y reglas de las contraseñas.',
  },
  {
    value: 'notifications',
    label: 'Notificaciones',
    icon: Bell,
    description: 'Los SMS de recordatorio de pago que reciben los clientes.',
  },
  {
    value: 'payments',
    label: 'Pagos',
    icon: Wallet,
    description: 'Comisión, recargo por pago tardío y métodos de pago aceptados.',
  },
  {
    value: 'financing',
    label: 'Financiamiento',
    icon: Bike,
    description:
      'Lo que ata cada préstamo a la moto que compra. Se aplica al enviar, modificar y aprobar una solicitud.',
  },
];
const isGroup = (value: string): value is Group => TABS.some((tab) => tab.value === value);

/** The form holds the dollar amounts as typed text ('25.00'); the rest as the document has it. */
function toFormValues(settings: SystemSettings): FormValues {
  return {
    ...settings,
    payments: { ...settings.payments, latePaymentFee: settings.payments.latePaymentFee.toFixed(2) },
    financing: {
      ...settings.financing,
      minFinancedAmount: settings.financing.minFinancedAmount.toFixed(2),
    },
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const fieldError = (errors: FieldErrors<FormValues>, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * /admin/settings ('Configuración del Sistema'): the settings the platform enforces, in four tabs.
 * Any admin reads them; a SUPER_ADMIN edits them ('Editar Configuración'), saves them on the server
 * ('Guardar Cambios') or drops the edit ('Cancelar' restores the saved values).
 */
export function SystemSettingsPage() {
  const { user } = useAuth();
  const canEdit = user?.userType === 'admin' && user.role === 'SUPER_ADMIN';
  const query = useSystemSettings();
  const update = useUpdateSystemSettings();
  const { toast } = useToast();
  const [tab, setTab] = useState<Group>('general');
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const form = useForm<FormValues, unknown, SystemSettings>({
    resolver: zodResolver(systemSettings),
    defaultValues: query.data ? toFormValues(query.data) : undefined,
  });
  const { handleSubmit, reset, setError, formState } = form;

  /*
   * Shows the tab holding the first problem, then focuses its field once the field is in the page:
   * the tab's panel mounts its content a render after it is chosen (Radix's presence), so the field
   * is looked for on each frame until it is there, a few frames at most.
   */
  const [fieldToFocus, setFieldToFocus] = useState<{ name: string } | null>(null);
  const revealField = (name: string) => {
    const group = name.split('.')[0] ?? '';
    if (isGroup(group)) setTab(group);
    setFieldToFocus({ name });
  };
  useEffect(() => {
    if (!fieldToFocus) return;
    let frame = 0;
    const focusWhenShown = (framesLeft: number) => {
      // A field without a control of its own (the payment methods) has none: the tab is enough.
      const control = document.getElementsByName(fieldToFocus.name)[0];
      if (control) control.focus();
      else if (framesLeft > 0) frame = requestAnimationFrame(() => focusWhenShown(framesLeft - 1));
    };
    focusWhenShown(30);
    return () => cancelAnimationFrame(frame);
  }, [fieldToFocus]);

  // Back in view mode, focus returns to 'Editar Configuración' once it is rendered again.
  const [focusEdit, setFocusEdit] = useState(false);
  useEffect(() => {
    if (!focusEdit) return;
    editButton.current?.focus();
    setFocusEdit(false);
  }, [focusEdit]);

  const startEditing = (saved: SystemSettings) => {
    reset(toFormValues(saved));
    setServerError(null);
    setEditing(true);
  };
  const stopEditing = (saved: SystemSettings) => {
    reset(toFormValues(saved));
    setServerError(null);
    setEditing(false);
    setFocusEdit(true);
  };

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const saved = await update.mutateAsync(values);
        toast.success('Configuración guardada', 'Los cambios ya se aplican en toda la plataforma.');
        stopEditing(saved);
      } catch (error) {
        if (!isApiError(error)) throw error;
        setServerError(error.message);
        const issues = fieldIssuesOf(error.details).filter((issue) => issue.field.includes('.'));
        for (const issue of issues) setError(issue.field as FieldName, { message: issue.message });
        if (issues[0]) revealField(issues[0].field);
      }
    },
    (errors) => {
      const first = TABS.map((t) => t.value).find((group) => errors[group]);
      const groupErrors = first ? (errors[first] as Record<string, unknown>) : undefined;
      const field = groupErrors ? Object.keys(groupErrors)[0] : undefined;
      if (first && field) revealField(`${first}.${field}`);
    },
  );

  const data = query.data;
  const actions = !data ? null : editing ? (
    // One row: the two buttons never stack beside a long description.
    <div className="flex gap-2">
      <Button variant="outline" onClick={() => stopEditing(data)} disabled={formState.isSubmitting}>
        Cancelar
      </Button>
      <Button type="submit" form={FORM_ID} loading={formState.isSubmitting}>
        Guardar Cambios
      </Button>
    </div>
  ) : canEdit ? (
    <Button ref={editButton} onClick={() => startEditing(data)}>
      <Pencil aria-hidden="true" />
      Editar Configuración
    </Button>
  ) : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Configuración del Sistema"
        description="Los valores que la plataforma aplica en sesiones, contraseñas, recordatorios, pagos y financiamiento."
        actions={actions}
      />

      {query.isPending ? (
        <SettingsSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={SETTINGS_ERROR_TITLE}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {!canEdit && (
            <p
              role="note"
              className="flex items-start gap-2.5 rounded-lg border border-border bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground"
            >
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {READ_ONLY_NOTE}
            </p>
          )}
          {editing && <FormAlert>{serverError}</FormAlert>}
          <FormProvider {...form}>
            <form
              id={FORM_ID}
              noValidate
              onSubmit={submit}
              aria-label="Configuración del sistema"
              className="grid grid-cols-[minmax(0,1fr)] gap-4"
            >
              <Tabs
                value={tab}
                onValueChange={(value) => isGroup(value) && setTab(value)}
                className="min-w-0"
              >
                <TabsList
                  aria-label="Secciones de la configuración"
                  // Two by two on a phone, so every tab is in sight.
                  className="grid w-full grid-cols-2 sm:flex sm:w-fit"
                >
                  {TABS.map(({ value, label, icon: Icon }) => {
                    const hasErrors = editing && Boolean(formState.errors[value]);
                    return (
                      <TabsTrigger key={value} value={value} className="sm:flex-none">
                        <Icon aria-hidden="true" />
                        {label}
                        {hasErrors && (
                          <>
                            <span aria-hidden="true" className="size-2 rounded-full bg-destructive" />
                            <span className="sr-only">(con errores)</span>
                          </>
                        )}
                      </TabsTrigger>
                    );
                  })}
                </TabsList>
                {TABS.map(({ value, label, description }) => (
                  <TabsContent key={value} value={value} className="mt-4">
                    <Card>
                      <CardHeader>
                        <CardTitle>{label}</CardTitle>
                        <CardDescription>{description}</CardDescription>
                      </CardHeader>
                      <CardContent>
                        <SettingsSection group={value} settings={query.data} editing={editing} />
                      </CardContent>
                    </Card>
                  </TabsContent>
                ))}
              </Tabs>
            </form>
          </FormProvider>
        </div>
      )}
    </div>
  );
}

interface ViewProps {
  settings: SystemSettings;
}

/** Each tab's settings: as read (the items of a description list), and as fields while editing. */
const SECTIONS: Record<Group, { View: (props: ViewProps) => ReactNode; Fields: () => ReactNode }> = {
  general: { View: GeneralView, Fields: GeneralFields },
  security: { View: SecurityView, Fields: SecurityFields },
  notifications: { View: NotificationView, Fields: NotificationFields },
  payments: { View: PaymentView, Fields: PaymentFields },
  financing: { View: FinancingView, Fields: FinancingFields },
};

function SettingsSection({ group, settings, editing }: ViewProps & { group: Group; editing: boolean }) {
  const { View, Fields } = SECTIONS[group];
  return editing ? (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <Fields />
    </div>
  ) : (
    <DescriptionList>
      <View settings={settings} />
    </DescriptionList>
  );
}

function GeneralView({ settings: { general } }: ViewProps) {
  return (
    <>
      <DescriptionItem label="Nombre de la empresa">{general.companyName}</DescriptionItem>
      <DescriptionItem label="Correo de la empresa">{general.companyEmail}</DescriptionItem>
      <DescriptionItem label="Teléfono">{general.companyPhone}</DescriptionItem>
      <DescriptionItem label="Dirección">{general.companyAddress}</DescriptionItem>
      <DescriptionItem label="Zona horaria">{TIMEZONE_LABEL}</DescriptionItem>
      <DescriptionItem label="Moneda">{CURRENCY_LABEL}</DescriptionItem>
      <DescriptionItem label="Idioma">{LANGUAGE_LABEL}</DescriptionItem>
    </>
  );
}

function GeneralFields() {
  return (
    <>
      <TextSetting name="general.companyName" label="Nombre de la empresa" required />
      <TextSetting
        name="general.companyEmail"
        label="Correo de la empresa"
        type="email"
        required
        hint="Se muestra en la página de inicio de sesión como contacto de soporte."
      />
      <TextSetting name="general.companyPhone" label="Teléfono" type="tel" />
      <TextSetting name="general.companyAddress" label="Dirección" />
      <FixedSetting label="Zona horaria" value={TIMEZONE_LABEL} hint="La plataforma opera en Panamá." />
      <FixedSetting label="Moneda" value={CURRENCY_LABEL} hint="Los montos se manejan en dólares." />
      <FixedSetting
        label="Idioma"
        value={LANGUAGE_LABEL}
        hint="Las pantallas, los SMS y los documentos están en español, el idioma de los clientes."
      />
    </>
  );
}

const TIMEZONE_LABEL = 'America/Panama (hora de Panamá)';
const CURRENCY_LABEL = 'USD (dólar estadounidense)';
const LANGUAGE_LABEL = 'Español';
/** Why the instalments are not debited, and how customers pay instead (issue 30). */
const NO_AUTO_DEBIT_HINT =
  'Las cuotas no se debitan solas: el cliente paga por transferencia con la referencia de pago de su préstamo, en efectivo, con cheque o tarjeta, o por descuento directo del salario.';
const NO_AUTO_DEBIT = `No disponible. ${NO_AUTO_DEBIT_HINT}`;

function SecurityView({ settings: { security } }: ViewProps) {
  return (
    <>
      <DescriptionItem label="Tiempo de sesión (minutos)">
        {plural(security.sessionTimeout, 'minuto', 'minutos')}
      </DescriptionItem>
      <DescriptionItem label="Intentos máximos de inicio de sesión">
        {plural(security.maxLoginAttempts, 'intento', 'intentos')}
      </DescriptionItem>
      <DescriptionItem label="Longitud mínima de contraseña">
        {plural(security.passwordMinLength, 'carácter', 'caracteres')}
      </DescriptionItem>
      <DescriptionItem label="Complejidad de contraseña">
        {PASSWORD_COMPLEXITY_LABELS[security.passwordComplexity]}
      </DescriptionItem>
      <DescriptionItem label="Autenticación de dos factores">
        <SoonBadge />
      </DescriptionItem>
    </>
  );
}

function SecurityFields() {
  return (
    <>
      <NumberSetting
        name="security.sessionTimeout"
        label="Tiempo de sesión (minutos)"
        min={15}
        max={120}
        hint="Entre 15 y 120. Cada inicio de sesión dura este tiempo."
      />
      <NumberSetting
        name="security.maxLoginAttempts"
        label="Intentos máximos de inicio de sesión"
        min={3}
        max={10}
        hint="Entre 3 y 10. Con este número de PIN incorrectos el PIN se bloquea; las contraseñas admiten el doble en 15 minutos."
      />
      <NumberSetting
        name="security.passwordMinLength"
        label="Longitud mínima de contraseña"
        min={6}
        max={20}
        hint="Entre 6 y 20. Se exige al crear o cambiar una contraseña."
      />
      <ComplexitySetting />
      <SoonSwitch
        label="Autenticación de dos factores"
        description="Un segundo paso al iniciar sesión; aún no está disponible."
      />
    </>
  );
}

function NotificationView({ settings: { notifications } }: ViewProps) {
  return (
    <>
      <DescriptionItem label="Notificaciones por SMS">
        {notifications.smsNotifications ? 'Activadas' : 'Desactivadas'}
      </DescriptionItem>
      <DescriptionItem label="Días de anticipación del recordatorio">
        {plural(notifications.reminderDaysBefore, 'día', 'días')}
      </DescriptionItem>
      <DescriptionItem label="Notificaciones por correo">
        <SoonBadge />
      </DescriptionItem>
      <DescriptionItem label="Notificaciones push">
        <SoonBadge />
      </DescriptionItem>
      <DescriptionItem label="Alertas de administración">
        <SoonBadge />
      </DescriptionItem>
      <DescriptionItem label="Alertas a clientes">
        <SoonBadge />
      </DescriptionItem>
    </>
  );
}

function NotificationFields() {
  return (
    <>
      <SwitchSetting
        name="notifications.smsNotifications"
        label="Notificaciones por SMS"
        description="Recordatorios antes de cada vencimiento y aviso de cuota vencida."
      />
      <NumberSetting
        name="notifications.reminderDaysBefore"
        label="Días de anticipación del recordatorio"
        min={0}
        max={15}
        hint="Entre 0 y 15. El SMS sale este número de días antes del vencimiento."
      />
      <SoonSwitch label="Notificaciones por correo" description="Aún no se envían correos." />
      <SoonSwitch label="Notificaciones push" description="Aún no hay notificaciones push." />
      <SoonSwitch label="Alertas de administración" description="Avisos a los administradores." />
      <SoonSwitch label="Alertas a clientes" description="Avisos adicionales a los clientes." />
    </>
  );
}

function PaymentView({ settings: { payments } }: ViewProps) {
  return (
    <>
      <DescriptionItem label="Comisión por defecto (%)">
        {`${payments.defaultCommission.toLocaleString('es-PA', { maximumFractionDigits: 1 })} %`}
      </DescriptionItem>
      <DescriptionItem label="Recargo por pago tardío">
        {formatMoney(payments.latePaymentFee)}
      </DescriptionItem>
      <DescriptionItem label="Período de gracia (días)">
        {plural(payments.gracePeriod, 'día', 'días')}
      </DescriptionItem>
      <DescriptionItem label="Métodos de pago">
        {payments.paymentMethods.map((method) => PAYMENT_METHOD_LABELS[method]).join(', ')}
      </DescriptionItem>
      <DescriptionItem label="Débito automático">{NO_AUTO_DEBIT}</DescriptionItem>
    </>
  );
}

function PaymentFields() {
  return (
    <>
      <NumberSetting
        name="payments.defaultCommission"
        label="Comisión por defecto (%)"
        min={0}
        max={20}
        step="0.1"
        inputMode="decimal"
        hint="Entre 0 y 20, con un decimal. La reciben los vendedores nuevos sin comisión propia."
      />
      <TextSetting
        name="payments.latePaymentFee"
        label="Recargo por pago tardío"
        required
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="En dólares. Se cobra una vez a cada cuota impaga al terminar el período de gracia."
      />
      <NumberSetting
        name="payments.gracePeriod"
        label="Período de gracia (días)"
        min={0}
        max={30}
        hint="Entre 0 y 30. Días después del vencimiento antes de cobrar el recargo."
      />
      <PaymentMethodsSetting />
      <FixedSetting label="Débito automático" value="No disponible" hint={NO_AUTO_DEBIT_HINT} />
    </>
  );
}

function FinancingView({ settings: { financing } }: ViewProps) {
  return (
    <>
      <DescriptionItem label="Sobreprecio máximo sobre la moto (%)">
        {`${financing.maxSaleMarkupPercent} %`}
      </DescriptionItem>
      <DescriptionItem label="Abono inicial mínimo (%)">{`${financing.minDownPaymentPercent} %`}</DescriptionItem>
      <DescriptionItem label="Monto mínimo a financiar">
        {formatMoney(financing.minFinancedAmount)}
      </DescriptionItem>
    </>
  );
}

function FinancingFields() {
  return (
    <>
      <NumberSetting
        name="financing.maxSaleMarkupPercent"
        label="Sobreprecio máximo sobre la moto (%)"
        min={0}
        max={100}
        hint="Entre 0 y 100. El valor de venta puede superar el precio de la moto hasta este porcentaje (accesorios, placa, trámites)."
      />
      <NumberSetting
        name="financing.minDownPaymentPercent"
        label="Abono inicial mínimo (%)"
        min={0}
        max={90}
        hint="Entre 0 y 90. Porcentaje del valor de venta que el abono inicial debe cubrir como mínimo."
      />
      <TextSetting
        name="financing.minFinancedAmount"
        label="Monto mínimo a financiar"
        required
        inputMode="decimal"
        hint="En dólares, entre 1 y 20000. El valor de venta menos el abono no puede ser menor."
      />
    </>
  );
}

interface TextSettingProps {
  name: FieldName;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number';
  inputMode?: 'decimal' | 'numeric';
  min?: number;
  max?: number;
  step?: string;
}

function TextSetting({ name, type = 'text', ...props }: TextSettingProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<FormValues>();
  return (
    <Input type={type} autoComplete="off" error={fieldError(errors, name)} {...props} {...register(name)} />
  );
}

/** A whole (or one-decimal) number, sent as a number: an empty field says 'Ingresa un número.'. */
function NumberSetting({
  name,
  inputMode = 'numeric',
  step = '1',
  ...props
}: Omit<TextSettingProps, 'type'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<FormValues>();
  return (
    <Input
      type="number"
      inputMode={inputMode}
      step={step}
      required
      error={fieldError(errors, name)}
      {...props}
      {...register(name, { valueAsNumber: true })}
    />
  );
}

function ComplexitySetting() {
  const {
    control,
    formState: { errors },
  } = useFormContext<FormValues>();
  return (
    <Controller
      control={control}
      name="security.passwordComplexity"
      render={({ field }) => (
        <Select
          label="Complejidad de contraseña"
          required
          options={PASSWORD_COMPLEXITIES.map((value) => ({
            value,
            label: PASSWORD_COMPLEXITY_LABELS[value],
          }))}
          value={field.value}
          onValueChange={field.onChange}
          hint="Lo que toda contraseña debe contener como mínimo."
          error={fieldError(errors, field.name)}
        />
      )}
    />
  );
}

function SwitchSetting(props: {
  name: FieldPathByValue<FormValues, boolean>;
  label: string;
  description: string;
}) {
  const { control } = useFormContext<FormValues>();
  return <SwitchField control={control} {...props} className="sm:col-span-2" />;
}

/** The enabled payment methods: at least one; the payment forms offer only these. */
function PaymentMethodsSetting() {
  const {
    control,
    formState: { errors },
  } = useFormContext<FormValues>();
  const errorId = useId();
  const error = fieldError(errors, 'payments.paymentMethods');
  return (
    <Controller
      control={control}
      name="payments.paymentMethods"
      render={({ field }) => {
        const enabled = new Set<PaymentMethod>(field.value);
        const toggle = (method: PaymentMethod, on: boolean) => {
          if (on) enabled.add(method);
          else enabled.delete(method);
          field.onChange(PAYMENT_METHODS.filter((m) => enabled.has(m)));
        };
        return (
          <fieldset
            className="grid gap-3 sm:col-span-2"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-foreground">Métodos de pago</legend>
            <p className="text-xs text-muted-foreground">
              Los que ofrecen el registro de pagos y el reporte de pago del cliente.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {PAYMENT_METHODS.map((method) => (
                <Switch
                  key={method}
                  label={PAYMENT_METHOD_LABELS[method]}
                  checked={enabled.has(method)}
                  onCheckedChange={(on) => toggle(method, on)}
                />
              ))}
            </div>
            {error && (
              <p id={errorId} className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** A value the platform fixes (Panama, USD, Spanish): shown, not editable. */
function FixedSetting({ label, value, hint }: { label: string; value: string; hint: string }) {
  return <Input label={label} value={value} readOnly disabled hint={hint} />;
}

function SoonBadge() {
  return <Badge tone="neutral">{SOON}</Badge>;
}

/** A setting the product does not act on yet: shown off and disabled, never a switch that does nothing. */
function SoonSwitch({ label, description }: { label: string; description: ReactNode }) {
  return (
    <Switch
      label={
        <span className="inline-flex flex-wrap items-center gap-2">
          {label}
          <SoonBadge />
        </span>
      }
      description={description}
      checked={false}
      disabled
    />
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Cargando la configuración..." className="grid gap-4">
      <Skeleton className="h-11 w-full max-w-xl rounded-xl" />
      <Card>
        <CardHeader>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-3 w-32" />
              <Skeleton className="h-5 w-48 max-w-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
