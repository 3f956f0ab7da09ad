import { useIsMutating } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppEntry } from '#shared/apps.ts';
import { paths } from '#shared/routes.ts';
import type { CalendarKind } from '#shared/schemas/calendars.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toastSuccess } from '@/components/ui/mutation-feedback.ts';
import { tx } from '@/lib/texts/apps.ts';
import { CONNECT_MUTATION_KEY } from '../api/connect-calendar.ts';
import { CaldavConnectForm } from './caldav-connect-form.tsx';
import type { ConnectFormProps } from './connect-form-props.ts';
import { SubscriptionConnectForm } from './subscription-connect-form.tsx';

/** Each way of connecting has its form; the catalog's `connection` picks it. */
const connectForms: Record<CalendarKind, ComponentType<ConnectFormProps>> = {
  caldav: CaldavConnectForm,
  subscription: SubscriptionConnectForm,
};

/** Where Installed Apps learns which connection was just made, to bring it into view. */
export interface InstalledAppsState {
  connectedId?: string;
}

/** An app's connect dialog; once connected, Installed Apps shows the new connection. */
export function ConnectDialog({
  app,
  open,
  onOpenChange,
}: {
  app: AppEntry<CalendarKind>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const Form = connectForms[app.connection];
  // Discovery can take seconds: the dialog stays until the server has answered.
  const connecting = useIsMutating({ mutationKey: CONNECT_MUTATION_KEY }) > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !connecting && onOpenChange(next)}>
      {open && (
        <Form
          onConnected={(connection) => {
            // Connecting may have made one of its calendars the one for bookings: say which.
            const destination = connection.calendars.find((calendar) => calendar.isDestination);
            toastSuccess(
              destination
                ? {
                    title: tx('apps.connected'),
                    description: tx('apps.connectedDestination', { calendar: destination.name }),
                  }
                : tx('apps.connected'),
            );
            onOpenChange(false);
            const state: InstalledAppsState = { connectedId: connection.id };
            void navigate(paths.appsInstalled, { state });
          }}
        />
      )}
    </Dialog>
  );
}
