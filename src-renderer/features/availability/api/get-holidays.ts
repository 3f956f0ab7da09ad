import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HolidayCountry,
  type HolidaySettings,
  type HolidaySettingsInput,
  outOfOfficeApi,
} from '#shared/schemas/out-of-office.ts';
import { api } from '@/lib/api-client.ts';
import { apiQueryOptions } from '@/lib/query-keys.ts';

/** The public holidays the host blocks, with the coming year's (docs/product.md#public-holidays). */
export function holidaysQueryOptions() {
  return apiQueryOptions<HolidaySettings>(outOfOfficeApi.holidays);
}

export function useHolidays() {
  return useQuery(holidaysQueryOptions());
}

/** The countries and regions to choose from (the same for everyone: kept for the session). */
export function useHolidayCountries() {
  return useQuery({ ...apiQueryOptions<{ items: HolidayCountry[] }>(outOfOfficeApi.countries), staleTime: Infinity });
}

export function updateHolidays(input: HolidaySettingsInput): Promise<HolidaySettings> {
  return api<HolidaySettings>(outOfOfficeApi.holidays, { method: 'PUT', body: input });
}

export function useUpdateHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHolidays,
    onSuccess: (saved) => queryClient.setQueryData(holidaysQueryOptions().queryKey, saved),
  });
}
