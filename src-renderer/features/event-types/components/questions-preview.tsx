import { type BookingField, type LocationOption, publicLocationOptions } from '#shared/schemas/booking-fields.ts';
import { BookingFieldsPreview } from '@/components/booking-fields/booking-fields-preview.tsx';
import { Card } from '@/components/ui/card.tsx';
import { tx } from '@/lib/texts/event-types.ts';

/**
 * The booking form as the invitee will see it, drawn with the booker's own widgets from the questions
 * being edited: answers can be tried, and a conditional question appears when its answer is given.
 */
export function QuestionsPreview({
  fields,
  locations,
}: {
  fields: readonly BookingField[];
  locations: readonly LocationOption[];
}) {
  return (
    <div className="lg:sticky lg:top-6">
      <Card title={tx('eventTypes.editor.previewTitle')} description={tx('eventTypes.editor.previewText')}>
        <BookingFieldsPreview
          fields={fields}
          locations={publicLocationOptions(locations)}
          label={tx('eventTypes.editor.previewTitle')}
        />
      </Card>
    </div>
  );
}
