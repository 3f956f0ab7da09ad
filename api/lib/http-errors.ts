/** An error with an HTTP status (and headers) that the errors plugin answers as `{ error }`: a value, not a crash. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** A refused form's sentences by field name, sent as `fields` beside `error`. */
    public readonly fields?: Record<string, string>,
    /** More of the answer beside `error` (a series' dates not free); the route's schema says which. */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Typed HTTP errors for services to throw; the error handler turns them into `{ error }` bodies. */
export const httpErrors = {
  badRequest: (message: string) => new HttpError(400, message),
  /** 400 naming each refused field: `{ error, fields: { name: sentence } }`. */
  invalidFields: (message: string, fields: Record<string, string>) => new HttpError(400, message, {}, fields),
  unauthorized: (message = 'Authentication required') => new HttpError(401, message),
  forbidden: (message = 'You do not have permission to do that') => new HttpError(403, message),
  notFound: (message = 'Not found') => new HttpError(404, message),
  conflict: (message: string) => new HttpError(409, message),
  payloadTooLarge: (message = 'Request body is too large') => new HttpError(413, message),
  unsupportedMediaType: (message: string) => new HttpError(415, message),
  tooManyRequests: (message: string, retryAfterSeconds: number) =>
    new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) }),
  badGateway: (message: string) => new HttpError(502, message),
  serviceUnavailable: (message: string) => new HttpError(503, message),
};
