import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  type BoardInput,
  type EditableEvent,
  type ImageRef,
  boardInputSchema,
  eventRules,
} from '~/shared/schemas/events';
import { Field } from '~/web/components/app/Field';
import { eventCalls, useEventMutation } from './api';
import { ImageUpload } from './EventFileInputs';
import { firstMessage, mappedResolver } from '~/web/lib/form';
import { AddRowButton, EditableRow } from './RowButtons';
import { SaveRow, Section, type SectionProps } from './Section';

interface MemberValues {
  name: string;
  role: string;
  /** '' for none. */
  committee: string;
  bio: string;
  photo: ImageRef | null;
}
interface BoardValues {
  members: MemberValues[];
}

const valuesOf = (event: EditableEvent): BoardValues => ({
  members: event.board.map((member) => ({ ...member, committee: member.committee ?? '' })),
});

const blank: MemberValues = { name: '', role: '', committee: '', bio: '', photo: null };

/** The executive board: rows of name, role, committee (of this event, or none), bio and photo. */
export function BoardSection({ event }: SectionProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BoardValues, unknown, BoardInput>({
    resolver: mappedResolver(boardInputSchema, (values: BoardValues) => ({
      members: values.members.map((member) => ({ ...member, committee: member.committee || null })),
    })),
    mode: 'onTouched',
    defaultValues: valuesOf(event),
  });
  const rows = useFieldArray({ control, name: 'members' });
  const save = useEventMutation((body: BoardInput) => eventCalls.board(event.name, body), {
    onSaved: (saved) => reset(valuesOf(saved)),
  });

  return (
    <Section id="board" title="Executive board" lead="Shown on the conference page in this order.">
      <form
        className="acc-form"
        noValidate
        aria-label="Executive board"
        onSubmit={handleSubmit((body) => save.mutate(body))}
      >
        {rows.fields.length === 0 ? <p className="adm-empty">No board members yet.</p> : null}
        <ol className="ev-rows__list">
          {rows.fields.map((row, index) => {
            const e = errors.members?.[index];
            const label = `Member ${index + 1}`;
            return (
              <EditableRow
                key={row.id}
                label={label}
                index={index}
                count={rows.fields.length}
                onMove={(to) => rows.move(index, to)}
                onRemove={() => rows.remove(index)}
              >
                <Field id={`ev-board-${index}-name`} label="Name" error={e?.name?.message}>
                  {(a11y) => (
                    <input
                      {...register(`members.${index}.name`)}
                      {...a11y}
                      className="form-input"
                      maxLength={eventRules.shortText}
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field
                  id={`ev-board-${index}-role`}
                  label="Role"
                  hint="e.g. Chairperson"
                  error={e?.role?.message}
                >
                  {(a11y) => (
                    <input
                      {...register(`members.${index}.role`)}
                      {...a11y}
                      className="form-input"
                      maxLength={eventRules.shortText}
                    />
                  )}
                </Field>
                <Field id={`ev-board-${index}-committee`} label="Committee" error={e?.committee?.message}>
                  {(a11y) => (
                    <select {...register(`members.${index}.committee`)} {...a11y} className="form-input">
                      <option value="">None</option>
                      {event.committees.map((committee) => (
                        <option key={committee._id} value={committee.code}>
                          {committee.displayName === committee.code
                            ? committee.code
                            : `${committee.displayName} (${committee.code})`}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id={`ev-board-${index}-bio`} label="Bio" error={e?.bio?.message} full>
                  {(a11y) => (
                    <textarea
                      {...register(`members.${index}.bio`)}
                      {...a11y}
                      className="form-input ev-textarea ev-textarea--short"
                      rows={3}
                    />
                  )}
                </Field>
                <Controller
                  control={control}
                  name={`members.${index}.photo`}
                  render={({ field }) => (
                    <ImageUpload
                      id={`ev-board-${row.id}-photo`}
                      label="Photo"
                      eventName={event.name}
                      value={field.value}
                      onChange={field.onChange}
                      error={firstMessage(e?.photo)}
                      disabled={save.isPending}
                      shape="square"
                    />
                  )}
                />
              </EditableRow>
            );
          })}
        </ol>
        <AddRowButton count={rows.fields.length} max={eventRules.maxBoard} onAdd={() => rows.append(blank)}>
          Add a board member
        </AddRowButton>
        <SaveRow pending={save.isPending} dirty={isDirty} label="Save board" />
      </form>
    </Section>
  );
}
