/**
 * What a host reads about Microsoft Teams meetings (ADR 050): why a booking's Teams meeting could not
 * be made, word for word in the host's email and the booking's meeting failure.
 */
export const microsoftTeamsMessages = {
  description:
    'A Microsoft Teams meeting for each booking, made in your Outlook calendar. Needs a work or school Microsoft 365 account.',
  noGrant: 'Microsoft Teams needs your Microsoft account: connect Microsoft 365 or Microsoft Teams in Apps.',
  notAllowed:
    'Your Microsoft account cannot make Teams meetings (Outlook does not offer Teams for business on its calendar; personal Microsoft accounts cannot). Choose another video app for this event type.',
  noLink: 'Microsoft Teams did not give the meeting a link. Kairos will try again.',
} as const;
