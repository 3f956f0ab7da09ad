import * as z from 'zod/mini';
import { DESKTOP_PLATFORMS } from '../desktop-artifacts.ts';

export const DesktopDownloadSchema = z.object({
  platform: z.enum(DESKTOP_PLATFORMS),
  fileName: z.string(),
  /** Null when the server has no DOWNLOAD_BASE_URL configured. */
  url: z.nullable(z.string()),
});
export type DesktopDownload = z.infer<typeof DesktopDownloadSchema>;

export const DownloadsResponseSchema = z.object({
  version: z.string(),
  /** False when the server operator has not configured where the installers are published. */
  available: z.boolean(),
  files: z.array(DesktopDownloadSchema),
});
export type DownloadsResponse = z.infer<typeof DownloadsResponseSchema>;
