/** The product's constants (docs/product.md#constants), word for word. */
export const DEFAULT_EVENT_DURATION = 30;
export const MIN_EVENT_DURATION = 1;
export const MAX_EVENT_DURATION = 1440;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const DEFAULT_BRAND_COLOR = '#007bff';
export const PREFERENCES_STALE_TIME_MS = 300_000;
export const PREFERENCES_RETRIES = 3;
export const USER_MENU_CLOSE_DELAY_MS = 200;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_VIEWPORT_HOTKEY = ['F8'];
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const DIALOG_MAX_WIDTH = '425px';
export const CACHE_GC_TIME_MS = 5 * 60 * 1000;
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** The API base every client call goes through. */
export const API_BASE = '/api';

/**
 * How far ahead anything can be booked, whatever an event type's window says ('unlimited' included):
 * open times stop here and the booking write refuses a time past it (docs/product.md#booking-horizon).
 */
export const BOOKING_HORIZON_DAYS = 730;

/**
 * The booker URL's query parameter naming the routing form's response that sent the invitee (ADR 033);
 * never a question's name, which is lowercase.
 */
export const ROUTING_RESPONSE_PARAM = 'routingResponseId';
