import * as z from 'zod/mini';
import {
  type BookingField,
  BookingFieldSchema,
  ResponsesSchema,
  type Responses,
} from '#shared/schemas/booking-fields.ts';
import {
  type Route,
  type RouteTarget,
  RouteTargetSchema,
  type RoutingForm,
  ROUTING_MATCHES,
  ConditionSchema,
} from '#shared/schemas/routing-forms.ts';
import { paths } from '#shared/routes.ts';

/** A routing form's row as stored: the questions, routes and fallback as JSON text (checked on the way in). */
export interface RoutingFormRow {
  id: string;
  userId: string;
  name: string;
  description: string;
  fields: string;
  routes: string;
  fallback: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A form as the service reads it. */
export interface StoredForm {
  id: string;
  userId: string;
  name: string;
  description: string;
  fields: BookingField[];
  routes: Route[];
  fallback: RouteTarget;
  active: boolean;
}

const StoredRoutesSchema = z.array(
  z.object({ match: z.enum(ROUTING_MATCHES), conditions: z.array(ConditionSchema), target: RouteTargetSchema }),
);
/** What a broken fallback reads as: a message, so the visitor is never sent somewhere unchecked. */
const SAFE_FALLBACK: RouteTarget = { kind: 'message', message: 'Thank you. The host will be in touch.' };

function readJson<T>(text: string, schema: z.ZodMiniType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The row read defensively: broken JSON reads as no questions, no routes and a message, never a 500. */
export function storedForm(row: RoutingFormRow): StoredForm {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    fields: readJson(row.fields, z.array(BookingFieldSchema), []),
    routes: readJson(row.routes, StoredRoutesSchema, []),
    fallback: readJson(row.fallback, RouteTargetSchema, SAFE_FALLBACK),
    active: row.active,
  };
}

/** The API's view of a form. */
export function formView(row: RoutingFormRow, responseCount: number): RoutingForm {
  const form = storedForm(row);
  return {
    id: row.id,
    name: form.name,
    description: form.description,
    fields: form.fields,
    routes: form.routes,
    fallback: form.fallback,
    active: form.active,
    publicPath: paths.publicForm(row.id),
    responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A response's stored answers. */
export const readAnswers = (text: string): Responses => readJson(text, ResponsesSchema, {});
