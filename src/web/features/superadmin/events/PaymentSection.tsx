import { useFieldArray, useForm } from 'react-hook-form';
import { type EditableEvent, type EventDetails, eventRules } from '~/shared/schemas/events';
import { Field } from '~/web/components/app/Field';
import { eventCalls, useEventMutation } from './api';
import { sectionResolver } from './form';
import { firstMessage } from '~/web/lib/form';
import { SaveRow, Section, type SectionProps } from './Section';
import { AddRowButton } from './RowButtons';

interface PaymentValues {
  payment: {
    accountHolder: string;
    bankName: string;
    accountNumber: string;
    ifsc: string;
    /** One UPI ID per line. */
    upiIds: string;
    contacts: { name: string; phone: string }[];
  };
}

const valuesOf = (event: EditableEvent): PaymentValues => ({
  payment: {
    ...event.payment,
    upiIds: event.payment.upiIds.join('\n'),
    contacts: event.payment.contacts.map((c) => ({ ...c })),
  },
});

const upiList = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Bank account, IFSC, UPI IDs (the first one makes the QR code) and the payment contact persons. */
export function PaymentSection({ event, latest }: SectionProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PaymentValues, unknown, EventDetails>({
    resolver: sectionResolver<PaymentValues>(latest, (values, base) => ({
      ...base,
      payment: { ...values.payment, upiIds: upiList(values.payment.upiIds) },
    })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const contacts = useFieldArray({ control, name: 'payment.contacts' });
  const save = useEventMutation((body: EventDetails) => eventCalls.details(event.name, body), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  const e = errors.payment;

  return (
    <Section id="payment" title="Payment" lead="What the registration screen shows delegates to pay with.">
      <form
        className="acc-form"
        noValidate
        aria-label="Payment"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        <div className="acc-form__grid">
          <Field id="ev-pay-holder" label="Account holder" error={e?.accountHolder?.message}>
            {(a11y) => (
              <input
                {...register('payment.accountHolder')}
                {...a11y}
                className="form-input"
                maxLength={eventRules.shortText}
              />
            )}
          </Field>
          <Field id="ev-pay-bank" label="Bank" error={e?.bankName?.message}>
            {(a11y) => (
              <input
                {...register('payment.bankName')}
                {...a11y}
                className="form-input"
                maxLength={eventRules.shortText}
              />
            )}
          </Field>
          <Field id="ev-pay-account" label="Account number" error={e?.accountNumber?.message}>
            {(a11y) => (
              <input
                {...register('payment.accountNumber')}
                {...a11y}
                className="form-input"
                inputMode="numeric"
                maxLength={40}
              />
            )}
          </Field>
          <Field id="ev-pay-ifsc" label="IFSC" hint="e.g. SBIN0001234" error={e?.ifsc?.message}>
            {(a11y) => (
              <input
                {...register('payment.ifsc', { setValueAs: (v: string) => v.toUpperCase() })}
                {...a11y}
                className="form-input ev-upper"
                maxLength={11}
                autoCapitalize="characters"
              />
            )}
          </Field>
          <Field
            id="ev-pay-upi"
            label="UPI IDs"
            hint={`One per line, at most ${eventRules.maxUpiIds}. The first one is made into the QR code.`}
            error={firstMessage(e?.upiIds)}
            full
          >
            {(a11y) => (
              <textarea
                {...register('payment.upiIds')}
                {...a11y}
                className="form-input ev-textarea ev-textarea--short"
                rows={3}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
        </div>

        <fieldset className="ev-rows">
          <legend className="acc-form__section-title">Payment contacts</legend>
          {contacts.fields.length === 0 ? <p className="adm-empty">No contact persons yet.</p> : null}
          <ol className="ev-rows__list">
            {contacts.fields.map((row, index) => (
              <li key={row.id} className="ev-row ev-row--inline">
                <Field
                  id={`ev-contact-${index}-name`}
                  label={`Contact ${index + 1}: name`}
                  error={e?.contacts?.[index]?.name?.message}
                >
                  {(a11y) => (
                    <input
                      {...register(`payment.contacts.${index}.name`)}
                      {...a11y}
                      className="form-input"
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field
                  id={`ev-contact-${index}-phone`}
                  label={`Contact ${index + 1}: phone`}
                  error={e?.contacts?.[index]?.phone?.message}
                >
                  {(a11y) => (
                    <input
                      {...register(`payment.contacts.${index}.phone`)}
                      {...a11y}
                      className="form-input"
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="acc-file__clear ev-row__remove"
                  onClick={() => contacts.remove(index)}
                >
                  Remove contact {index + 1}
                </button>
              </li>
            ))}
          </ol>
          <AddRowButton
            count={contacts.fields.length}
            max={eventRules.maxContacts}
            onAdd={() => contacts.append({ name: '', phone: '' })}
          >
            Add a contact person
          </AddRowButton>
        </fieldset>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save payment details" />
      </form>
    </Section>
  );
}
