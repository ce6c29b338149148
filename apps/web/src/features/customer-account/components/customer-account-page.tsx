import { KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { ChangePhoneDialog } from './change-phone-dialog.tsx';
import { ChangePinDialog } from './change-pin-dialog.tsx';

/** /customer/account: who is signed in, and the phone the customer signs in with (which they can change). */
export function CustomerAccountPage() {
  const { user } = useAuth();
  const [changing, setChanging] = useState(false);
  const [changingPin, setChangingPin] = useState(false);
  const customer = user?.userType === 'customer' ? user : null;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');

  return (
    <div className="grid gap-6">
      <PageHeader title="Mi cuenta" description="Tus datos de acceso a Quincena." />
      <Card>
        <CardHeader>
          <CardTitle>Datos de la cuenta</CardTitle>
          <CardDescription>
            Ingresas con tu número de teléfono: a él te enviamos los códigos por SMS y los avisos de tus
            pagos.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DescriptionList>
            <DescriptionItem label="Nombre">{name || 'Sin registrar'}</DescriptionItem>
            <DescriptionItem label="Teléfono">{formatPhone(customer?.phoneNumber)}</DescriptionItem>
          </DescriptionList>
          <div>
            <Button variant="outline" onClick={() => setChanging(true)}>
              <Smartphone aria-hidden="true" />
              Cambiar teléfono
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>PIN de acceso</CardTitle>
          <CardDescription>
            Con tu PIN de 4 dígitos ingresas sin esperar un código. Para cambiarlo te pedimos el actual.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setChangingPin(true)}>
            <KeyRound aria-hidden="true" />
            Cambiar PIN
          </Button>
        </CardContent>
      </Card>
      <ChangePhoneDialog open={changing} onOpenChange={setChanging} />
      <ChangePinDialog open={changingPin} onOpenChange={setChangingPin} />
    </div>
  );
}
