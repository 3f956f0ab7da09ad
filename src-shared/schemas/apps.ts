import * as z from 'zod/mini';
import { APP_CAPABILITIES, APP_CATEGORIES } from '../apps.ts';

/** The App Store's catalog as the API answers it (GET /api/calendars/apps): the apps this server offers. */
export const AppCatalogSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      category: z.enum(APP_CATEGORIES),
      description: z.string(),
      worksWith: z.string(),
      capabilities: z.array(z.enum(APP_CAPABILITIES)),
      connection: z.string(),
    }),
  ),
});
export type AppCatalog = z.infer<typeof AppCatalogSchema>;

/** The video services this server offers (GET /api/conferencing/apps, ADR 045): what a video location may name. */
export const ConferencingCatalogSchema = z.object({
  items: z.array(
    z.object({
      /** The id a video location names (`{ kind: 'video', provider }`). */
      id: z.string(),
      name: z.string(),
      description: z.string(),
    }),
  ),
});
export type ConferencingCatalog = z.infer<typeof ConferencingCatalogSchema>;
