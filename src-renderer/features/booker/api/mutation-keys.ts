/**
 * The keys of the booker's writes that the embed bridge reports to the host page (ADR 031): it finds
 * them in the query cache by key, so the embedded booker's first load does not carry their code.
 */
export const bookerMutationKeys = {
  book: ['booker', 'book'],
  cancel: ['booker', 'cancel'],
} as const;
