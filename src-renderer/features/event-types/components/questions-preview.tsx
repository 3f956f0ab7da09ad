import { editorMessages as t } from '#shared/event-type-editor.ts';
import { type BookingField, type LocationOption, publicLocationOptions } from '#shared/schemas/booking-fields.ts';
import { BookingFieldsPreview } from '../../../components/booking-fields/booking-fields-preview.tsx';
import { Card } from '../../../components/ui/card.tsx';

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
      <Card title={t.previewTitle} description={t.previewText}>
        <BookingFieldsPreview fields={fields} locations={publicLocationOptions(locations)} label={t.previewTitle} />
      </Card>
    </div>
  );
}
