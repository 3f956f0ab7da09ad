import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { answersSchema, type BookingAnswers } from '#shared/booking-answers.ts';
import { bookingFormTexts } from '#shared/booking-form-texts.ts';
import { en } from '#shared/i18n/en.ts';
import { translator } from '#shared/i18n/translator.ts';
import {
  answerMessages,
  type BookingField,
  locationMessages,
  MAX_GUESTS,
  type PublicLocationOption,
  publicLocationOptions,
} from '#shared/schemas/booking-fields.ts';
import { DEFAULT_BOOKING_FIELDS } from '#shared/booker-basics.ts';
import {
  answersDefaults,
  type AnswersValues,
  BookingFieldInputs,
} from '../../src-renderer/components/booking-fields/booking-field-inputs.tsx';
import { BookingFieldsPreview } from '../../src-renderer/components/booking-fields/booking-fields-preview.tsx';

/** The booker's words in English, the language these tests' browser speaks. */
const english = translator('en', en);

const custom = (field: Partial<BookingField> & Pick<BookingField, 'name' | 'type' | 'label'>): BookingField => ({
  required: false,
  hidden: false,
  ...field,
});

const SYSTEM = DEFAULT_BOOKING_FIELDS;
const ZOOM: PublicLocationOption = { kind: 'link', label: 'Online meeting' };
const OFFICE: PublicLocationOption = { kind: 'in_person', label: 'In person', value: '1 Main St, Springfield' };
const CALL_ME: PublicLocationOption = { kind: 'invitee_phone', label: 'Phone call to your number' };

/** The widgets in a form checked by the one answers schema; what it submits lands in `last`. */
function Harness({
  fields,
  locations = [],
  defaults = {},
}: {
  fields: readonly BookingField[];
  locations?: readonly PublicLocationOption[];
  defaults?: AnswersValues;
}) {
  const form = useForm<AnswersValues, unknown, BookingAnswers>({
    resolver: zodResolver(answersSchema({ fields, locations })),
    defaultValues: { ...answersDefaults(fields), ...defaults },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((answers) => setSent(answers))}>
        <BookingFieldInputs fields={fields} locations={locations} />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}
let last: BookingAnswers | null = null;
const setSent = (answers: BookingAnswers) => {
  last = answers;
};
const named = { name: 'Grace Hopper', email: 'grace@example.com' };

async function send(user: ReturnType<typeof userEvent.setup>) {
  last = null;
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the booking field widgets', () => {
  it('shows a conditional question only while its condition holds, and asks for it only then', async () => {
    const fields = [
      ...SYSTEM,
      custom({ name: 'team', type: 'radio', label: 'Team size', options: ['Just me', 'A team'], required: true }),
      custom({
        name: 'size',
        type: 'number',
        label: 'How many people?',
        required: true,
        showIf: { field: 'team', equals: 'A team' },
      }),
    ];
    const user = userEvent.setup();
    render(<Harness fields={fields} defaults={named} />);
    expect(screen.queryByLabelText(/How many people/)).toBeNull();

    await send(user);
    expect(await screen.findByText(answerMessages.required('Team size'))).toBeVisible();
    expect(screen.queryByText(answerMessages.required('How many people?'))).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'A team' }));
    const size = screen.getByRole('textbox', { name: 'How many people?' });
    expect(size).toHaveAttribute('inputmode', 'decimal');
    await send(user);
    expect(await screen.findByText(answerMessages.required('How many people?'))).toBeVisible();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription(answerMessages.required('How many people?'));
    expect(last).toBeNull();

    // Hidden again: its required error no longer counts and the booking goes through.
    await user.click(screen.getByRole('radio', { name: 'Just me' }));
    expect(screen.queryByLabelText(/How many people/)).toBeNull();
    await send(user);
    expect(last).toMatchObject({ values: { team: 'Just me' } });
    expect(last!.values).not.toHaveProperty('size');
  });

  it('sends each type’s answer as its value', async () => {
    const fields = [
      ...SYSTEM,
      custom({ name: 'company', type: 'text', label: 'Company', placeholder: 'Acme', maxLength: 20 }),
      custom({ name: 'about', type: 'textarea', label: 'About' }),
      custom({ name: 'seats', type: 'number', label: 'Seats' }),
      custom({ name: 'plan', type: 'select', label: 'Plan', options: ['Free', 'Pro'] }),
      custom({ name: 'topics', type: 'multiselect', label: 'Topics', options: ['Billing', 'Sales', 'Support'] }),
      custom({ name: 'agree', type: 'checkbox', label: 'I agree to the terms', required: true }),
      custom({ name: 'mobile', type: 'phone', label: 'Mobile' }),
      custom({ name: 'site', type: 'url', label: 'Website' }),
    ];
    const user = userEvent.setup();
    render(<Harness fields={fields} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Grace@Example.com');
    const company = screen.getByRole('textbox', { name: 'Company (optional)' });
    expect(company).toHaveAttribute('placeholder', 'Acme');
    expect(company).toHaveAttribute('maxlength', '20');
    await user.type(company, 'Navy');
    await user.type(screen.getByRole('textbox', { name: 'About (optional)' }), 'Compilers,\nand more');
    await user.type(screen.getByRole('textbox', { name: 'Seats (optional)' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan (optional)' }), 'Pro');
    const topics = screen.getByRole('group', { name: 'Topics (optional)' });
    await user.click(within(topics).getByRole('checkbox', { name: 'Support' }));
    await user.click(within(topics).getByRole('checkbox', { name: 'Billing' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile (optional)' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).toHaveAccessibleDescription(bookingFormTexts.phoneHint);
    await user.type(mobile, '+1 212-555-0123');
    await user.type(screen.getByRole('textbox', { name: 'Website (optional)' }), 'https://navy.mil');

    await send(user);
    expect(await screen.findByText(answerMessages.required('I agree to the terms'))).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }));
    await send(user);
    expect(last).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      notes: '',
      guests: [],
      location: null,
      values: {
        company: 'Navy',
        about: 'Compilers,\nand more',
        seats: 12,
        plan: 'Pro',
        topics: ['Billing', 'Support'],
        agree: true,
        mobile: '+12125550123',
        site: 'https://navy.mil/',
      },
    });
  });

  it('says a phone number without its country code is not one, under the field', async () => {
    const fields = [...SYSTEM, custom({ name: 'mobile', type: 'phone', label: 'Mobile' })];
    const user = userEvent.setup();
    render(<Harness fields={fields} defaults={named} />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile (optional)' });
    await user.type(mobile, '212 555 0123');
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(answerMessages.phone('Mobile'));
    expect(mobile).toHaveAccessibleDescription(`${bookingFormTexts.phoneHint} ${answerMessages.phone('Mobile')}`);
    expect(mobile).toHaveFocus();
  });

  it('adds and removes guests, up to the limit, and sends their addresses', async () => {
    const user = userEvent.setup();
    render(<Harness fields={SYSTEM} defaults={named} />);
    const guests = screen.getByRole('group', { name: 'Guests (optional)' });
    await user.click(within(guests).getByRole('button', { name: bookingFormTexts.addGuest }));
    expect(within(guests).getByRole('textbox', { name: english('form.guestLabel', { n: 1 }) })).toHaveFocus();
    await user.keyboard('alan@example.com');
    await user.click(within(guests).getByRole('button', { name: bookingFormTexts.addGuest }));
    await user.keyboard('not an address');
    await send(user);
    expect(await within(guests).findByRole('alert')).toHaveTextContent(answerMessages.guestInvalid);

    await user.click(within(guests).getByRole('button', { name: english('form.removeGuest', { n: 2 }) }));
    expect(within(guests).getByRole('textbox', { name: english('form.guestLabel', { n: 1 }) })).toHaveFocus();
    await send(user);
    expect(last?.guests).toEqual(['alan@example.com']);

    for (let i = 1; i < MAX_GUESTS; i++)
      await user.click(within(guests).getByRole('button', { name: bookingFormTexts.addGuest }));
    expect(within(guests).getAllByRole('textbox')).toHaveLength(MAX_GUESTS);
    expect(within(guests).queryByRole('button', { name: bookingFormTexts.addGuest })).toBeNull();
    expect(guests).toHaveTextContent(english('form.guestsFull', { max: MAX_GUESTS }));
  });

  it('lets the invitee choose where to meet, and asks their number for a call to them', async () => {
    const user = userEvent.setup();
    render(<Harness fields={SYSTEM} locations={[ZOOM, OFFICE, CALL_ME]} defaults={named} />);
    const where = screen.getByRole('group', { name: 'Location' });
    expect(within(where).getByRole('radio', { name: /In person.*1 Main St, Springfield/ })).not.toBeChecked();
    await send(user);
    expect(await within(where).findByRole('alert')).toHaveTextContent(locationMessages.choose);

    await user.click(within(where).getByRole('radio', { name: /Phone call to your number/ }));
    const number = within(where).getByRole('textbox', { name: bookingFormTexts.inviteePhoneLabel });
    expect(number).toHaveAttribute('type', 'tel');
    await send(user);
    expect(await within(where).findByRole('alert')).toHaveTextContent(locationMessages.inviteePhoneInvalid);
    await user.type(number, '+44 20 7946 0958');
    await send(user);
    expect(last?.location).toEqual({ kind: 'invitee_phone', value: '+442079460958' });

    await user.click(within(where).getByRole('radio', { name: /Online meeting/ }));
    expect(within(where).queryByRole('textbox')).toBeNull();
    await send(user);
    expect(last?.location).toEqual({ kind: 'link' });
  });

  it('tells the one location the invitee does not choose, as text', async () => {
    const user = userEvent.setup();
    render(<Harness fields={SYSTEM} locations={[OFFICE]} defaults={named} />);
    expect(screen.queryByRole('group', { name: 'Location' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('1 Main St, Springfield')).toBeVisible();
    await send(user);
    expect(last?.location).toEqual({ kind: 'in_person' });
  });

  it('gives the editor a preview whose conditions can be tried, or an inert one', async () => {
    const fields = [
      ...SYSTEM,
      custom({ name: 'remote', type: 'checkbox', label: 'We are remote' }),
      custom({ name: 'tools', type: 'text', label: 'Which tools?', showIf: { field: 'remote', equals: 'true' } }),
    ];
    const user = userEvent.setup();
    const { rerender } = render(<BookingFieldsPreview label="Preview" fields={fields} locations={[ZOOM, OFFICE]} />);
    const preview = screen.getByRole('form', { name: 'Preview' });
    expect(within(preview).queryByLabelText(/Which tools/)).toBeNull();
    await user.click(within(preview).getByRole('checkbox', { name: 'We are remote' }));
    expect(within(preview).getByRole('textbox', { name: 'Which tools? (optional)' })).toBeVisible();

    rerender(
      <BookingFieldsPreview
        label="Preview"
        fields={fields}
        locations={publicLocationOptions([
          { kind: 'link', value: 'https://zoom.us/j/1', public: false },
          { kind: 'in_person', value: '1 Main St, Springfield', public: true },
        ])}
        disabled
      />,
    );
    // The host's options read as the invitee reads them: a value only when public.
    expect(within(preview).getByRole('radio', { name: /In person.*1 Main St, Springfield/ })).toBeDisabled();
    expect(within(preview).getByRole('radio', { name: 'Online meeting' })).toBeDisabled();
    expect(preview).not.toHaveTextContent('zoom.us');
    for (const control of within(preview).getAllByRole('textbox')) expect(control).toBeDisabled();
    for (const control of within(preview).getAllByRole('radio')) expect(control).toBeDisabled();
  });
});
