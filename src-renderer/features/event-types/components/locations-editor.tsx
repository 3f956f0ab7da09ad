import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { editorMessages } from '#shared/event-type-editor.ts';
import { isOwnKey } from '#shared/own.ts';
import { formatPhone } from '#shared/phone.ts';
import {
  HOST_VALUE_LOCATION_KINDS,
  LOCATION_KINDS,
  locationKey,
  type LocationKind,
  type LocationOption,
} from '#shared/schemas/booking-fields.ts';
import { type EventTypeDetail, LocationsInputSchema } from '#shared/schemas/event-type-settings.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useVideoProviders } from '../api/get-video-apps.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { Announcer, IconButton, MoveButtons, rowFocusClass } from './reorder-controls.tsx';
import { selectClass } from '@/components/ui/input.tsx';
import { SaveBar, useListDraft } from './save-bar.tsx';
import { VideoProviderPicker } from './video-provider-picker.tsx';
import { tx } from '@/lib/texts/event-types.ts';

/** One option as the host edits it: the value as typed, kept whatever happens to a save. */
export interface LocationDraft {
  key: string;
  kind: LocationKind;
  /** A video location's conferencing provider (kept as it was read: the API sets it, ADR 045). */
  provider?: string;
  value: string;
  public: boolean;
}

const draftsOf = (locations: readonly LocationOption[]): LocationDraft[] =>
  locations.map((option) => ({
    key: locationKey(option),
    kind: option.kind,
    ...(option.provider ? { provider: option.provider } : {}),
    value: option.kind === 'phone' && option.value ? formatPhone(option.value) : (option.value ?? ''),
    public: option.public,
  }));

const inputOf = (drafts: readonly LocationDraft[]) =>
  drafts.map(({ kind, provider, value, public: shown }) =>
    HOST_VALUE_LOCATION_KINDS.includes(kind)
      ? { kind, value, public: shown }
      : { kind, ...(provider ? { provider } : {}), public: shown },
  );

const NOTES = {
  jitsi: 'eventTypes.editor.jitsiNote',
  invitee_address: 'eventTypes.editor.inviteeAddressNote',
  invitee_phone: 'eventTypes.editor.inviteePhoneNote',
} as const;

/** A kind of location as the host reads it in the editor. */
const kindLabel = (kind: LocationKind) => tx(`eventTypes.location.${kind}`);

/** What the invitee will see of the locations, said to the host under the list. */
function locationsSummary(kinds: readonly LocationKind[]): string {
  if (kinds.length === 0) return tx('eventTypes.editor.noLocation');
  if (kinds.length > 1) return tx('eventTypes.editor.severalLocations', { count: kinds.length });
  const kind = kinds[0]!;
  const label = kindLabel(kind);
  return kind === 'invitee_address' || kind === 'invitee_phone'
    ? tx('eventTypes.editor.inviteeTypes', { label })
    : tx('eventTypes.editor.oneLocation', { label });
}

/** The Locations tab: the ordered options, each kind once, saved together. */
export function LocationsEditor({
  detail,
  onDraft,
}: {
  detail: EventTypeDetail;
  /** Told the options as they are now, saved or not (the Questions tab's preview shows them). */
  onDraft?: (locations: LocationOption[]) => void;
}) {
  const { drafts, change, problems, bar } = useListDraft({
    detail,
    list: 'locations',
    draftsOf: (d) => draftsOf(d.locations),
    parse: (list) => LocationsInputSchema.safeParse(inputOf(list)),
  });
  useEffect(() => {
    onDraft?.(
      drafts.map(({ kind, provider, value, public: shown }) => ({
        kind,
        ...(provider ? { provider } : {}),
        value: value.trim() || undefined,
        public: shown,
      })),
    );
  }, [drafts, onDraft]);
  const [adding, setAdding] = useState<LocationKind | ''>('');
  const addId = useId();
  const providers = useVideoProviders().data?.items ?? [];
  const providerName = (id: string | undefined) => providers.find((p) => p.id === id)?.name;
  // A row's name: a video location says its provider (Zoom, Google Meet…).
  const rowLabel = (d: LocationDraft) => (d.kind === 'video' && providerName(d.provider)) || kindLabel(d.kind);
  const reorder = useReorder(drafts, change, rowLabel);
  // The video services no location names yet; a video location picks one of them (ADR 045).
  const usedProviders = new Set(drafts.filter((d) => d.kind === 'video').map((d) => d.provider));
  const freeProviders = providers.filter((p) => p.id !== 'jitsi' && !usedProviders.has(p.id));
  const free = LOCATION_KINDS.filter((kind) =>
    kind === 'video' ? freeProviders.length > 0 : !drafts.some((d) => d.kind === kind),
  );
  const chosen = adding && free.includes(adding) ? adding : (free[0] ?? '');

  const update = (key: string, patch: Partial<LocationDraft>) =>
    change(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = () => {
    if (!chosen) return;
    const provider = chosen === 'video' ? freeProviders[0]?.id : undefined;
    // A video row keeps the key it was added with while its provider changes.
    const key = provider ? `video:${provider}` : chosen;
    change([...drafts, { key, kind: chosen, ...(provider ? { provider } : {}), value: '', public: true }]);
    setAdding('');
    // The new option's first control takes the focus once it is drawn.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-location="${chosen}"] input, [data-location="${chosen}"]`)?.focus(),
    );
  };

  return (
    <Card
      title={tx('eventTypes.editor.locationsTitle')}
      description={tx('eventTypes.editor.locationsText')}
      footer={<SaveBar label={tx('eventTypes.editor.saveLocations')} {...bar} />}
    >
      <Announcer>{reorder.announcement}</Announcer>
      {drafts.length > 0 && (
        <ol aria-label={tx('eventTypes.editor.locationsList')} className="mb-4 space-y-3">
          {drafts.map((draft, index) => {
            const label = rowLabel(draft);
            const itemProblems = problems.items.get(index) ?? {};
            return (
              <li
                key={draft.key}
                aria-label={label}
                data-location={draft.kind}
                {...reorder.rowProps(draft, index)}
                className={cn(
                  'rounded-lg border border-gray-200 p-3 sm:p-4 dark:border-gray-700',
                  itemProblems.value || itemProblems.kind ? 'border-red-300 dark:border-red-800' : '',
                  rowFocusClass,
                )}
              >
                <div className="flex items-start gap-2">
                  <span
                    className="mt-1.5 text-sm font-medium text-gray-500 tabular-nums dark:text-gray-400"
                    aria-hidden
                  >
                    {index + 1}.
                  </span>
                  <p className="mt-1.5 min-w-0 flex-1 text-sm font-medium text-gray-900 dark:text-gray-100">{label}</p>
                  <MoveButtons
                    name={label}
                    index={index}
                    count={drafts.length}
                    onMove={(delta, control) => reorder.move(index, delta, control)}
                  />
                  <IconButton
                    label={tx('eventTypes.editor.removeLocation', { what: label })}
                    icon={Trash2}
                    onClick={() => change(drafts.filter((d) => d.key !== draft.key))}
                  />
                </div>
                <div className="mt-2 space-y-3 sm:pl-5">
                  {draft.kind === 'video' ? (
                    <VideoProviderPicker
                      provider={draft.provider}
                      providers={providers.filter((p) => p.id === draft.provider || freeProviders.includes(p))}
                      error={itemProblems.provider}
                      onChange={(provider) => update(draft.key, { provider })}
                    />
                  ) : null}
                  <LocationValue
                    draft={draft}
                    error={itemProblems.value}
                    onChange={(value) => update(draft.key, { value })}
                  />
                  {HOST_VALUE_LOCATION_KINDS.includes(draft.kind) ? (
                    <fieldset>
                      <legend className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">
                        {tx('eventTypes.editor.visibility')}
                      </legend>
                      <div className="flex flex-col gap-2 sm:flex-row sm:gap-5">
                        {(
                          [
                            [true, tx('eventTypes.editor.showOnPage')],
                            [false, tx('eventTypes.editor.afterBooking')],
                          ] as const
                        ).map(([shown, text]) => (
                          <label
                            key={text}
                            className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200"
                          >
                            <input
                              type="radio"
                              name={`${addId}-${draft.kind}-public`}
                              className="size-4 accent-brand"
                              checked={draft.public === shown}
                              onChange={() => update(draft.key, { public: shown })}
                            />
                            {text}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ) : (
                    <p className="text-sm text-gray-600 dark:text-gray-400">
                      {isOwnKey(NOTES, draft.kind) ? tx(NOTES[draft.kind]) : null}
                    </p>
                  )}
                  <FieldError id={`${addId}-${draft.kind}-kind`}>{itemProblems.kind ?? itemProblems.item}</FieldError>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p
        className={cn(
          'mb-4 rounded-md px-3 py-2 text-sm',
          drafts.length === 0
            ? 'border border-dashed border-gray-300 text-gray-600 dark:border-gray-700 dark:text-gray-400'
            : 'bg-gray-50 text-gray-700 dark:bg-gray-800/60 dark:text-gray-300',
        )}
      >
        {locationsSummary(drafts.map((d) => d.kind))}
      </p>
      {free.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={addId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
              {tx('eventTypes.editor.addLocationKind')}
            </label>
            <select
              id={addId}
              className={cn(selectClass, 'w-full')}
              value={chosen}
              onChange={(event) => setAdding(event.target.value as LocationKind)}
            >
              {free.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={add}>
            <Plus className="size-4" aria-hidden />
            {tx('eventTypes.editor.addLocation')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-gray-500 dark:text-gray-400">{tx('eventTypes.editor.allKindsAdded')}</p>
      )}
    </Card>
  );
}

/** The value the host types for an option of their own: an address, their number, a link. */
function LocationValue({
  draft,
  error,
  onChange,
}: {
  draft: LocationDraft;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const common = {
    value: draft.value,
    error,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  switch (draft.kind) {
    case 'in_person':
      return (
        <TextField
          label={tx('eventTypes.editor.address')}
          autoComplete="street-address"
          placeholder={tx('eventTypes.editor.addressPlaceholder')}
          {...common}
        />
      );
    case 'phone':
      return (
        <TextField
          label={tx('eventTypes.editor.hostPhone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+1 212 555 0123"
          hint={tx('eventTypes.editor.phoneHint')}
          {...common}
        />
      );
    case 'link':
      return (
        <TextField
          label={tx('eventTypes.editor.link')}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder={editorMessages.linkPlaceholder}
          {...common}
        />
      );
    default:
      return null;
  }
}
