import type { CalendarConnection } from '#shared/schemas/calendars.ts';

export interface ConnectFormProps {
  /** The server connected it (201). */
  onConnected: (connection: CalendarConnection) => void;
}
