/** The messages between the refresh and its calendar worker (worker.ts). */
export interface VetRequest {
  id: number;
  texts: readonly string[];
  from: number;
  to: number;
  zone: string;
}

export type VetReply =
  /** The worker starts reading this event. */
  | { kind: 'event'; id: number; name: string }
  /**
   * The calendar was read: these events were refused (their names), and the texts come back without
   * them (index for index; the same text where nothing was refused).
   */
  | { kind: 'done'; id: number; refused: string[]; texts: string[] };
