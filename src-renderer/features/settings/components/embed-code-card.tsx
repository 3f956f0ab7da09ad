import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  EMBED_NARROW_LAYOUTS,
  type EmbedMode,
  type EmbedNarrowLayout,
  type EmbedTheme,
  embedFrameUrl,
  embedSnippet,
  parseEmbedMessage,
} from '#shared/embed-protocol.ts';
import { embedMessages as texts } from '#shared/schemas/embed.ts';
import { DEFAULT_BRAND_COLOR } from '#shared/constants.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { copyText } from '@/components/ui/copy-text.ts';
import { TabList } from '@/components/ui/tab-list.tsx';
import { publicOrigin } from '@/lib/api-client.ts';
import { tx } from '@/lib/texts/settings.ts';

const MODES: readonly EmbedMode[] = ['inline', 'popup', 'floating'];
const selectClass =
  'block h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 shadow-sm focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

interface Choices {
  slug: string;
  theme: EmbedTheme | '';
  brand: string | null;
  hideDetails: boolean;
  narrow: EmbedNarrowLayout;
}

/** The code for each mode, with its options, and a live preview of the booker it shows. */
export function EmbedCodeCard({
  username,
  eventTypes,
  initialSlug,
}: {
  username: string;
  eventTypes: readonly { slug: string; name: string }[];
  /** The event type to start with (when it is one of `eventTypes`); else the first. */
  initialSlug?: string | null;
}) {
  const id = useId();
  const [mode, setMode] = useState<EmbedMode>('inline');
  const [choices, setChoices] = useState<Choices>({
    slug: eventTypes.find((type) => type.slug === initialSlug)?.slug ?? eventTypes[0]?.slug ?? '',
    theme: '',
    brand: null,
    hideDetails: false,
    narrow: 'stacked',
  });
  const set = (change: Partial<Choices>) => setChoices((current) => ({ ...current, ...change }));
  const base = publicOrigin();
  const link = `${username}/${choices.slug}`;
  const options = {
    ...(choices.theme && { theme: choices.theme }),
    ...(choices.brand && { brand: choices.brand }),
    ...(choices.hideDetails && { hideDetails: true }),
    ...(choices.narrow !== 'stacked' && { narrow: choices.narrow }),
  };
  const code = embedSnippet(mode, base, link, { ...options, text: texts.buttonText });

  return (
    <Card title={tx('settings.embed.snippetsTitle')} description={tx('settings.embed.snippetsDescription')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={tx('settings.embed.eventLabel')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={choices.slug}
              onChange={(e) => set({ slug: e.target.value })}
            >
              {eventTypes.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={tx('settings.embed.themeLabel')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={choices.theme}
              onChange={(e) => set({ theme: e.target.value as Choices['theme'] })}
            >
              <option value="">{tx('settings.embed.theme.default')}</option>
              <option value="auto">{tx('settings.embed.theme.auto')}</option>
              <option value="light">{tx('settings.embed.theme.light')}</option>
              <option value="dark">{tx('settings.embed.theme.dark')}</option>
            </select>
          )}
        </FormField>
        <FormField label={tx('settings.embed.narrowLabel')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={choices.narrow}
              onChange={(e) => set({ narrow: e.target.value as EmbedNarrowLayout })}
            >
              {EMBED_NARROW_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {tx(`settings.embed.narrow.${layout}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={tx('settings.embed.brandLabel')}>
          {(control) => (
            <div className="flex h-10 items-center gap-3">
              <input
                {...control}
                type="color"
                value={choices.brand ?? DEFAULT_BRAND_COLOR}
                disabled={choices.brand === null}
                onChange={(e) => set({ brand: e.target.value })}
                className="h-9 w-12 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-0.5 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:bg-gray-900"
              />
              <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
                <input
                  type="checkbox"
                  checked={choices.brand === null}
                  onChange={(e) => set({ brand: e.target.checked ? null : DEFAULT_BRAND_COLOR })}
                  className="size-4 accent-brand"
                />
                {tx('settings.embed.brandDefault')}
              </label>
            </div>
          )}
        </FormField>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input
          type="checkbox"
          checked={choices.hideDetails}
          onChange={(e) => set({ hideDetails: e.target.checked })}
          className="size-4 accent-brand"
        />
        {tx('settings.embed.hideDetails')}
      </label>

      <div className="mt-6">
        <TabList
          label={tx('settings.embed.snippetsTitle')}
          tabs={MODES.map((value) => ({
            value,
            label: tx(`settings.embed.mode.${value}`),
            id: `${id}-${value}-tab`,
            panelId: `${id}-${value}-panel`,
          }))}
          value={mode}
          onChange={setMode}
        />
        <div role="tabpanel" id={`${id}-${mode}-panel`} aria-labelledby={`${id}-${mode}-tab`} className="space-y-3">
          <p className="text-sm text-gray-600 dark:text-gray-400">{tx(`settings.embed.modeHint.${mode}`)}</p>
          <CodeBlock code={code} label={tx('settings.embed.codeLabel', { mode: tx(`settings.embed.mode.${mode}`) })} />
        </div>
      </div>

      <section aria-label={tx('settings.embed.previewTitle')} className="mt-6">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{tx('settings.embed.previewTitle')}</h3>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{tx('settings.embed.previewDescription')}</p>
        <Preview
          key={`${choices.slug}`}
          src={embedFrameUrl(base, { username, slug: choices.slug }, window.location.origin, options)}
          from={new URL(base).origin}
        />
      </section>
    </Card>
  );
}

function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="relative">
      <pre
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-gray-200 bg-gray-50 p-3 pr-24 font-mono text-xs break-all whitespace-pre-wrap text-gray-900 dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100"
      >
        {code}
      </pre>
      <Button
        variant="secondary"
        size="sm"
        className="absolute top-2 right-2"
        onClick={() =>
          void copyText(code, tx('settings.embed.copied'), { description: tx('settings.embed.codeCopied') })
        }
      >
        <Copy className="size-4" aria-hidden />
        {tx('settings.embed.copy')}
      </Button>
    </div>
  );
}

/** The booker as the inline code shows it, sized by its own `height` messages (from the server's origin only). */
function Preview({ src, from }: { src: string; from: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(560);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== from || event.source !== frame.current?.contentWindow) return;
      const message = parseEmbedMessage(event.data);
      if (message?.type === 'height') setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [from]);
  return (
    <iframe
      ref={frame}
      src={src}
      title={tx('settings.embed.previewTitle')}
      style={{ height }}
      className="mt-3 block w-full rounded-md border border-gray-200 dark:border-gray-800"
    />
  );
}
