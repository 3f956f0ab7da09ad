import * as z from 'zod/mini';
import {
  type BookingField,
  CUSTOM_FIELD_TYPES,
  FIELD_NAME_MAX_LENGTH,
  FIELD_OPTION_MAX_LENGTH,
  type FieldType,
  type ListProblem,
  MAX_BOOKING_FIELDS,
  ResponsesSchema,
  TYPES_WITH_OPTIONS,
  fieldMessages,
  fieldProblems,
} from './booking-fields.ts';
import { BookingFieldInputSchema } from './event-type-settings.ts';
import { CONTROL_CHARACTER, multiLine, oneLine } from '../text.ts';

/**
 * Routing forms (issue 30, ADR 033): a host's questions (the booking questions' types and checks),
 * routes tried in order, each a set of conditions on the answers (all or any of them) leading to one
 * of the host's event types (or a team's they manage), an external https URL, or a message; and a
 * fallback for answers no route matches. The rules are evaluated by `../routing-rules.ts`.
 */

export const ROUTING_OPERATORS = ['equals', 'contains', 'any_of'] as const;
export type RoutingOperator = (typeof ROUTING_OPERATORS)[number];
export const ROUTING_MATCHES = ['all', 'any'] as const;
export type RoutingMatch = (typeof ROUTING_MATCHES)[number];
export const ROUTE_KINDS = ['event_type', 'url', 'message'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** A routing form's questions: the booking questions' own types, plus the invitee's name and email. */
export const ROUTING_FIELD_TYPES: readonly FieldType[] = [...CUSTOM_FIELD_TYPES, 'email'];
/** Built-in booking fields a routing form may ask too, so their answers prefill the booking form. */
export const ROUTING_SYSTEM_NAMES: readonly string[] = ['name', 'email', 'notes'];

/** Which operators each type takes: `contains` reads text or several choices; a checkbox is only equal. */
export const OPERATORS_BY_TYPE: Partial<Record<FieldType, readonly RoutingOperator[]>> = {
  text: ['equals', 'contains', 'any_of'],
  textarea: ['equals', 'contains', 'any_of'],
  email: ['equals', 'contains', 'any_of'],
  url: ['equals', 'contains', 'any_of'],
  phone: ['equals', 'contains', 'any_of'],
  number: ['equals', 'any_of'],
  select: ['equals', 'any_of'],
  radio: ['equals', 'any_of'],
  multiselect: ['equals', 'contains', 'any_of'],
  checkbox: ['equals'],
};

export const MAX_ROUTING_FORMS_PER_USER = 50;
export const MAX_ROUTES = 20;
export const MAX_CONDITIONS = 10;
export const MAX_ANY_OF_VALUES = 50;
export const ROUTING_FORM_NAME_MAX_LENGTH = 100;
export const ROUTING_FORM_DESCRIPTION_MAX_LENGTH = 1000;
export const ROUTE_MESSAGE_MAX_LENGTH = 1000;
export const ROUTE_URL_MAX_LENGTH = 2000;
export const ROUTING_RESPONSES_PAGE_SIZE = 50;
export const ROUTING_RESPONSES_MAX_PAGE_SIZE = 100;

/** The API's paths (under /api). */
export const routingFormsApi = {
  list: '/routing-forms',
  one: (id: string) => `/routing-forms/${encodeURIComponent(id)}`,
  responses: (id: string) => `/routing-forms/${encodeURIComponent(id)}/responses`,
  responsesCsv: (id: string) => `/routing-forms/${encodeURIComponent(id)}/responses.csv`,
  publicForm: (id: string) => `/public/forms/${encodeURIComponent(id)}`,
  publicResponses: (id: string) => `/public/forms/${encodeURIComponent(id)}/responses`,
} as const;

export const routingMessages = {
  notFound: 'Routing form not found',
  tooMany: `You can have at most ${MAX_ROUTING_FORMS_PER_USER} routing forms.`,
  nameRequired: 'Give the form a name.',
  nameTooLong: `The name must be at most ${ROUTING_FORM_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `The description must be at most ${ROUTING_FORM_DESCRIPTION_MAX_LENGTH} characters.`,
  fieldsRequired: 'Add at least one question.',
  fieldReserved: (name: string) =>
    `A routing form cannot ask “${name}”: only name, email and notes of the built-in fields.`,
  fieldType: 'Choose one of the booking questions’ types.',
  emailField: 'The email question is named email, and only it has the email type.',
  tooManyRoutes: `Add at most ${MAX_ROUTES} routes.`,
  conditionsRequired: 'A route needs at least one condition (answers no route matches go to the fallback).',
  tooManyConditions: `A route takes at most ${MAX_CONDITIONS} conditions.`,
  conditionField: 'A condition must name a question of this form.',
  conditionOperator: (operator: string, type: string) => `“${operator}” does not apply to a ${type} question.`,
  conditionValue: 'Type the answer this condition looks for.',
  conditionValues: `Give between 1 and ${MAX_ANY_OF_VALUES} answers.`,
  conditionOption: (label: string) => `Choose one of “${label}”’s options.`,
  conditionCheckbox: 'A checkbox is either checked (true) or not checked (false).',
  conditionNumber: 'Type a number.',
  eventTypeRequired: 'Choose an event type.',
  eventTypeUnknown: 'Choose one of your event types, or one of a team you manage.',
  urlInvalid: 'Enter a link that starts with https://',
  urlTooLong: `The link must be at most ${ROUTE_URL_MAX_LENGTH} characters.`,
  messageRequired: 'Type the message the visitor reads.',
  messageTooLong: `The message must be at most ${ROUTE_MESSAGE_MAX_LENGTH} characters.`,
  formClosed: 'This form is not taking answers.',
  /** What a visitor reads when the form's event type is gone and so is its fallback's. */
  nowhere: 'Thank you. The host will be in touch.',
  tooManyAnswers: (seconds: number) => `Too many answers from your address. Try again in ${seconds} seconds.`,
} as const;

/** A condition's operator as the host reads it. */
export const OPERATOR_LABELS: Record<RoutingOperator, string> = {
  equals: 'is',
  contains: 'contains',
  any_of: 'is any of',
};
export const MATCH_LABELS: Record<RoutingMatch, string> = {
  all: 'All conditions',
  any: 'Any condition',
};
export const ROUTE_KIND_LABELS: Record<RouteKind, string> = {
  event_type: 'Book an event type',
  url: 'Go to a link',
  message: 'Show a message',
};

/* ---------- The definition ---------- */

export const ConditionSchema = z.object({
  field: z.string().check(z.trim(), z.minLength(1, routingMessages.conditionField), z.maxLength(FIELD_NAME_MAX_LENGTH)),
  operator: z.enum(ROUTING_OPERATORS),
  /** equals and contains: the answer looked for. */
  value: z.optional(z.string().check(z.trim(), z.maxLength(FIELD_OPTION_MAX_LENGTH), oneLine())),
  /** any_of: the answers, any of which matches. */
  values: z.optional(
    z
      .array(z.string().check(z.trim(), z.maxLength(FIELD_OPTION_MAX_LENGTH), oneLine()))
      .check(z.maxLength(MAX_ANY_OF_VALUES, routingMessages.conditionValues)),
  ),
});
export type Condition = z.infer<typeof ConditionSchema>;

/** An external link the visitor's browser is sent to; the server never fetches it. */
export function routeUrlProblem(url: string): string | null {
  if (url.length > ROUTE_URL_MAX_LENGTH) return routingMessages.urlTooLong;
  if (CONTROL_CHARACTER.test(url) || /\s/.test(url)) return routingMessages.urlInvalid;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || !parsed.hostname || parsed.username || parsed.password)
      return routingMessages.urlInvalid;
    return null;
  } catch {
    return routingMessages.urlInvalid;
  }
}

export const RouteTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event_type'),
    eventTypeId: z.string().check(z.minLength(1, routingMessages.eventTypeRequired), z.maxLength(64), oneLine()),
  }),
  z.object({
    kind: z.literal('url'),
    url: z.string().check(
      z.trim(),
      z.refine((url) => routeUrlProblem(url) === null, {
        error: (issue) => routeUrlProblem(String(issue.input)) ?? '',
      }),
    ),
  }),
  z.object({
    kind: z.literal('message'),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, routingMessages.messageRequired),
        z.maxLength(ROUTE_MESSAGE_MAX_LENGTH, routingMessages.messageTooLong),
        multiLine(),
      ),
  }),
]);
export type RouteTarget = z.infer<typeof RouteTargetSchema>;

export const RouteSchema = z.object({
  match: z._default(z.enum(ROUTING_MATCHES), 'all'),
  conditions: z
    .array(ConditionSchema)
    .check(
      z.minLength(1, routingMessages.conditionsRequired),
      z.maxLength(MAX_CONDITIONS, routingMessages.tooManyConditions),
    ),
  target: RouteTargetSchema,
});
export type Route = z.infer<typeof RouteSchema>;
export type RouteInput = z.input<typeof RouteSchema>;

/** The parts of a form the rules are checked and run against. */
export interface RoutingDefinition {
  fields: readonly BookingField[];
  routes: readonly Route[];
  fallback: RouteTarget;
}

/** One condition's problems, at `path`, given the form's questions by name. */
function conditionProblems(
  condition: Condition,
  byName: ReadonlyMap<string, BookingField>,
  path: (string | number)[],
): ListProblem[] {
  const at = (key: string, message: string) => [{ path: [...path, key], message }];
  const field = byName.get(condition.field);
  if (!field) return at('field', routingMessages.conditionField);
  if (!(OPERATORS_BY_TYPE[field.type] ?? []).includes(condition.operator))
    return at('operator', routingMessages.conditionOperator(OPERATOR_LABELS[condition.operator], field.type));
  const given = condition.operator === 'any_of' ? (condition.values ?? []) : [condition.value ?? ''];
  if (condition.operator === 'any_of' && (given.length === 0 || given.length > MAX_ANY_OF_VALUES))
    return at('values', routingMessages.conditionValues);
  const key = condition.operator === 'any_of' ? 'values' : 'value';
  for (const value of given) {
    if (!value.trim()) return at(key, routingMessages.conditionValue);
    if (TYPES_WITH_OPTIONS.includes(field.type) && !(field.options ?? []).includes(value))
      return at(key, routingMessages.conditionOption(field.label));
    if (field.type === 'checkbox' && value !== 'true' && value !== 'false')
      return at(key, routingMessages.conditionCheckbox);
    if (field.type === 'number' && !Number.isFinite(Number(value.replace(',', '.'))))
      return at(key, routingMessages.conditionNumber);
  }
  return [];
}

/**
 * Every problem of a form's definition, by path (`fields.1.name`, `routes.0.conditions.2.value`): its
 * questions checked as booking questions are (but none of the built-in fields is required), and each
 * condition naming a question of the form with an operator and answers its type takes.
 */
export function routingFormProblems(definition: RoutingDefinition): ListProblem[] {
  const problems: ListProblem[] = [];
  const { fields, routes } = definition;
  if (fields.length === 0) problems.push({ path: ['fields'], message: routingMessages.fieldsRequired });
  if (fields.length > MAX_BOOKING_FIELDS) return [{ path: ['fields'], message: fieldMessages.tooMany }];
  const above = new Map<string, BookingField>();
  fields.forEach((field, i) => {
    if (above.has(field.name))
      problems.push({ path: ['fields', i, 'name'], message: fieldMessages.nameTaken(field.name) });
    const system = ['location', 'guests'].includes(field.name);
    if (system) problems.push({ path: ['fields', i, 'name'], message: routingMessages.fieldReserved(field.name) });
    else if (!ROUTING_FIELD_TYPES.includes(field.type))
      problems.push({ path: ['fields', i, 'type'], message: routingMessages.fieldType });
    else if ((field.type === 'email') !== (field.name === 'email'))
      problems.push({ path: ['fields', i, 'type'], message: routingMessages.emailField });
    else
      for (const p of fieldProblems(field, i, above))
        problems.push({ path: ['fields', ...p.path], message: p.message });
    above.set(field.name, field);
  });
  routes.forEach((route, r) =>
    route.conditions.forEach((condition, c) =>
      problems.push(...conditionProblems(condition, above, ['routes', r, 'conditions', c])),
    ),
  );
  return problems;
}

const definitionCheck = z.superRefine<{ fields: BookingField[]; routes: Route[]; fallback: RouteTarget }>(
  (definition, ctx) => {
    for (const problem of routingFormProblems(definition))
      ctx.issues.push({ code: 'custom', message: problem.message, path: problem.path, input: definition });
  },
);

const FormNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, routingMessages.nameRequired),
    z.maxLength(ROUTING_FORM_NAME_MAX_LENGTH, routingMessages.nameTooLong),
    oneLine(),
  );
const DescriptionSchema = z
  .string()
  .check(z.trim(), z.maxLength(ROUTING_FORM_DESCRIPTION_MAX_LENGTH, routingMessages.descriptionTooLong), multiLine());
const FieldsSchema = z.array(BookingFieldInputSchema).check(z.maxLength(MAX_BOOKING_FIELDS, fieldMessages.tooMany));
const RoutesSchema = z.array(RouteSchema).check(z.maxLength(MAX_ROUTES, routingMessages.tooManyRoutes));

/** POST /api/routing-forms: a whole form, its rules checked against its questions. */
export const RoutingFormInputSchema = z
  .object({
    name: FormNameSchema,
    description: z._default(DescriptionSchema, ''),
    fields: FieldsSchema,
    routes: z._default(RoutesSchema, []),
    fallback: RouteTargetSchema,
    active: z._default(z.boolean(), true),
  })
  .check(definitionCheck);
export type RoutingFormInput = z.input<typeof RoutingFormInputSchema>;
export type RoutingFormInputParsed = z.infer<typeof RoutingFormInputSchema>;

/** PATCH /api/routing-forms/:id: any part; the definition is checked again whole once merged. */
export const RoutingFormPatchSchema = z.object({
  name: z.optional(FormNameSchema),
  description: z.optional(DescriptionSchema),
  fields: z.optional(FieldsSchema),
  routes: z.optional(RoutesSchema),
  fallback: z.optional(RouteTargetSchema),
  active: z.optional(z.boolean()),
});
export type RoutingFormPatch = z.infer<typeof RoutingFormPatchSchema>;

/** The body paths a refused write names (`fields.0.label`, `routes.1.target.url`, …). */
export const ROUTING_FORM_FIELD_PATHS = ['fields', 'routes', 'fallback'] as const;

/* ---------- What the API answers ---------- */

const StoredFieldSchema = z.object({
  name: z.string(),
  type: z.enum([...CUSTOM_FIELD_TYPES, 'email', 'guests', 'location']),
  label: z.string(),
  placeholder: z.optional(z.string()),
  required: z.boolean(),
  hidden: z.boolean(),
  options: z.optional(z.array(z.string())),
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
  showIf: z.optional(z.object({ field: z.string(), equals: z.string() })),
});

export const RoutingFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(StoredFieldSchema),
  routes: z.array(
    z.object({
      match: z.enum(ROUTING_MATCHES),
      conditions: z.array(ConditionSchema),
      target: RouteTargetSchema,
    }),
  ),
  fallback: RouteTargetSchema,
  active: z.boolean(),
  /** The public form's path (`/forms/{id}`). */
  publicPath: z.string(),
  responseCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoutingForm = z.infer<typeof RoutingFormSchema>;

export const RoutingFormListSchema = z.object({ items: z.array(RoutingFormSchema) });
export type RoutingFormList = z.infer<typeof RoutingFormListSchema>;

export const RoutingFormIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), oneLine()),
});

export const RoutingResponsesQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(ROUTING_RESPONSES_MAX_PAGE_SIZE)),
    ROUTING_RESPONSES_PAGE_SIZE,
  ),
});

/** Where a response went, as the host reads it. */
export const RoutedToSchema = z.object({
  kind: z.enum(ROUTE_KINDS),
  /** The event type's name, the link or the message. */
  label: z.string(),
  /** Which route matched (from 0); null: the fallback. */
  routeIndex: z.nullable(z.number()),
});

export const RoutingResponseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  answers: ResponsesSchema,
  route: RoutedToSchema,
  /** The booking it led to, if the visitor booked. */
  booking: z.nullable(
    z.object({ uid: z.string(), title: z.string(), start: z.string(), status: z.string(), inviteeName: z.string() }),
  ),
});
export type RoutingResponse = z.infer<typeof RoutingResponseSchema>;

export const RoutingResponseListSchema = z.object({
  items: z.array(RoutingResponseSchema),
  nextCursor: z.nullable(z.string()),
});
export type RoutingResponseList = z.infer<typeof RoutingResponseListSchema>;

/** GET /api/public/forms/:id: what the visitor fills in; never the routes or where they lead. */
export const PublicRoutingFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.array(StoredFieldSchema),
  /** The host's name, as the booker shows it. */
  hostName: z.string(),
});
export type PublicRoutingForm = z.infer<typeof PublicRoutingFormSchema>;

/** POST /api/public/forms/:id/responses: the answers keyed by question name, checked by the form's own schema. */
export const RoutingAnswersInputSchema = z.object({
  answers: z
    .record(z.string().check(z.maxLength(FIELD_NAME_MAX_LENGTH)), z.unknown())
    .check(z.refine((r) => Object.keys(r).length <= MAX_BOOKING_FIELDS, 'Too many answers.')),
});

export const RouteResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event_type'),
    /** The booker's address with the answers as its prefill and the response's id. */
    url: z.string(),
    /** The same, as a path on this server (the web app navigates to it). */
    path: z.string(),
    eventTypeId: z.string(),
    name: z.string(),
  }),
  z.object({ kind: z.literal('url'), url: z.string() }),
  z.object({ kind: z.literal('message'), message: z.string() }),
]);
export type RouteResult = z.infer<typeof RouteResultSchema>;

export const RoutingAnswerResultSchema = z.object({
  responseId: z.string(),
  route: RouteResultSchema,
});
export type RoutingAnswerResult = z.infer<typeof RoutingAnswerResultSchema>;
