import { routingTexts } from '#shared/i18n/app/routing.ts';
import { type BookingField, FIELD_TYPES, type FieldType } from '#shared/schemas/booking-fields.ts';
import { OPERATOR_LABELS, ROUTING_OPERATORS, routingMessages } from '#shared/schemas/routing-forms.ts';
import { shownLabel } from '@/components/booking-fields/field-parts.tsx';
import { activeLocale, knownText, t } from '@/lib/i18n.tsx';
import { tx } from '@/lib/texts/routing.ts';

/**
 * The routing schema, the answer checks and the API say their sentences in English (`routingMessages`,
 * `answerMessages`); the routing screens say them again in the active locale (ADR 035). A sentence is
 * recognised by its English template in `routingTexts` (`{label}` and the like stand for any text).
 */
type Key = keyof typeof routingTexts;
type Values = Record<string, string>;

const patterns = new Map<Key, RegExp>();

/**
 * A template's pieces: text, and the names of its placeholders. The English area is ICU text in the
 * tests and the dev server, and Lingui's compiled form in the web build (`vite.locales.ts`): both read.
 */
function piecesOf(template: unknown): (string | { name: string })[] {
  if (typeof template === 'string')
    return template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? { name: part } : part));
  if (!Array.isArray(template)) return [];
  return template.map((token: unknown) =>
    typeof token === 'string' ? token : { name: String((token as unknown[])[0]) },
  );
}

function patternOf(key: Key): RegExp {
  let pattern = patterns.get(key);
  if (!pattern) {
    const source = piecesOf(routingTexts[key])
      .map((piece) =>
        typeof piece === 'string' ? piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `(?<${piece.name}>.+?)`,
      )
      .join('');
    pattern = new RegExp(`^${source}$`, 's');
    patterns.set(key, pattern);
  }
  return pattern;
}

/** `sentence` said again by the first key under `prefix` whose English template it follows, or null. */
function sayAgain(sentence: string, prefix: string, values: (found: Values) => Values): string | null {
  for (const key of Object.keys(routingTexts) as Key[]) {
    if (!key.startsWith(prefix)) continue;
    const found = patternOf(key).exec(sentence);
    if (found) return tx(key, values({ ...found.groups }));
  }
  return null;
}

/**
 * A message route's words: what the form's owner typed, as typed; Kairos's own thank-you (when the
 * route's event type is gone, `routingMessages.nowhere`) in the active locale.
 */
export function routeMessage(message: string): string {
  return message === routingMessages.nowhere ? tx('routing.problem.nowhere') : message;
}

/** A question type as the host reads it. */
export function fieldTypeLabel(type: FieldType): string {
  return tx(`routing.fieldType.${type}`);
}

const isFieldType = (type: string | undefined): type is FieldType =>
  type !== undefined && (FIELD_TYPES as readonly string[]).includes(type);

const operatorLabel = (english: string | undefined) => {
  const operator = ROUTING_OPERATORS.find((o) => OPERATOR_LABELS[o] === english);
  return operator ? tx(`routing.operators.${operator}`) : (english ?? '');
};

/**
 * A sentence of the routing schema or the API (a form's problem, an error answer) in the active
 * locale; English, and a sentence Kairos does not know, as it came (through `knownText`).
 */
export function routingProblem(sentence: string): string {
  if (activeLocale() === 'en') return sentence;
  return (
    sayAgain(sentence, 'routing.problem.', (found) => ({
      ...found,
      operator: operatorLabel(found.operator),
      type: isFieldType(found.type) ? fieldTypeLabel(found.type) : (found.type ?? ''),
    })) ?? knownText(sentence)
  );
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

/**
 * What the answer checks said of a visitor's answer to `field`, in the visitor's language: a missing
 * answer and a malformed email as the booker says them, the other checks by their templates.
 */
export function answerProblem(sentence: string, field: BookingField | undefined, value: unknown): string {
  if (activeLocale() === 'en') return sentence;
  if (field?.required && isEmpty(value))
    return /[?:]\s*$/.test(field.label) ? t('form.answerRequired') : t('form.required', { label: shownLabel(field) });
  if (field?.type === 'email') return t('form.invalidEmail');
  return (
    sayAgain(sentence, 'routing.answer.', (found) => ({
      ...found,
      label: field ? shownLabel(field) : (found.label ?? ''),
    })) ?? routingProblem(sentence)
  );
}
