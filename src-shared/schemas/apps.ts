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
