import { RotateCcw } from 'lucide-react';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import { preferencesMessages } from '#shared/schemas/preferences.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { isHexColor, readableTextColor } from '#shared/color.ts';
import { tx } from '@/lib/texts/settings.ts';

/** One brand colour: a colour picker and a hex field kept in step, a reset, and a sample button. */
export function BrandColorField({
  label,
  resetLabel,
  value,
  onChange,
}: {
  label: string;
  /** The reset button's name, 'Reset brand color (light theme) to #007bff'. */
  resetLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const valid = isHexColor(value.trim());
  const colour = valid ? value.trim().toLowerCase() : DEFAULT_BRAND_COLOR;
  return (
    <FormField label={label} error={valid ? undefined : preferencesMessages.brandColorFormat}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={tx('settings.appearance.brandPicker', { label })}
            value={colour}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-900"
          />
          <Input
            value={value}
            maxLength={7}
            spellCheck={false}
            className="w-32! font-mono"
            {...control}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button
            variant="ghost"
            size="icon"
            title={tx('settings.appearance.resetTo', { color: DEFAULT_BRAND_COLOR })}
            aria-label={resetLabel}
            disabled={value === DEFAULT_BRAND_COLOR}
            onClick={() => onChange(DEFAULT_BRAND_COLOR)}
          >
            <RotateCcw className="size-4" aria-hidden />
          </Button>
          <span
            aria-hidden
            className="ml-auto hidden rounded-md px-3 py-1.5 text-xs font-medium shadow-xs sm:inline-block"
            style={{ backgroundColor: colour, color: readableTextColor(colour) }}
          >
            {tx('settings.appearance.sample')}
          </span>
        </div>
      )}
    </FormField>
  );
}
