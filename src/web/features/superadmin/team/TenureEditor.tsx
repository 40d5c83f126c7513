import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import {
  type EditableGroup,
  type EditableMember,
  type EditableTenure,
  type GroupInput,
  type TeamVersion,
  type TenureDetailsInput,
  groupInputSchema,
  letterKinds,
  teamRules,
  tenureDetailsSchema,
} from '~/shared/schemas/team';
import { ApiError } from '~/web/lib/api';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { MoveButtons, movedIds } from '~/web/components/app/MoveButtons';
import { Field } from '~/web/components/app/Field';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { TeamPhoto } from '~/web/features/team/TeamPhoto';
import { tenurePath } from '~/web/features/team/TeamView';
import { mappedResolver } from '~/web/lib/form';
import { Section } from '../events/Section';
import { editableTenureQuery, tenureCalls, useTenureMutation, versionsQuery } from './api';
import { LetterForm } from './LetterForm';
import { PersonForm, personValues } from './PersonForm';
import '../superadmin.css';
import '../events/events.css';
import './team-editor.css';

const m = messages.team;

/** One person of a group: photo, name, designation; Edit, Move up/down and Drop (after a confirmation). */
function MemberRow({
  tenure,
  group,
  member,
  index,
}: {
  tenure: EditableTenure;
  group: EditableGroup;
  member: EditableMember;
  index: number;
}) {
  const [editing, setEditing] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const reorder = useTenureMutation((ids: string[]) => tenureCalls.orderPeople(tenure.label, group._id, ids));
  const drop = useTenureMutation(() => tenureCalls.dropPosition(tenure.label, member._id), {
    onSaved: () => dialog.current?.close(),
    onFailure: () => {
      dialog.current?.close();
      return false;
    },
  });
  const save = useTenureMutation(
    async (request: Parameters<Parameters<typeof PersonForm>[0]['onSubmit']>[0]) => {
      const saved = await tenureCalls.savePerson(
        tenure.label,
        member.personId,
        request.person,
        tenure.revision,
      );
      if (request.groupId === group._id && request.role === member.role) return saved;
      return tenureCalls.savePosition(tenure.label, member._id, {
        groupId: request.groupId,
        role: request.role,
      });
    },
    { onSaved: () => setEditing(false) },
  );
  return (
    <li className="tm-member">
      <div className="tm-member__row">
        <TeamPhoto image={member.photo} name={member.name} className="tm-member__photo" sizes="48px" />
        <div className="tm-member__text">
          <span className="tm-member__name">{member.name}</span>
          <span className="tm-member__role">{member.role}</span>
        </div>
        <div className="ev-row__buttons tm-member__buttons">
          <button
            type="button"
            className="ev-row__button"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            Edit<span className="visually-hidden"> ({member.name})</span>
          </button>
          <MoveButtons
            label={member.name}
            index={index}
            count={group.members.length}
            pending={reorder.isPending}
            onMove={(to) => reorder.mutate(movedIds(group.members, index, to))}
          />
          <button
            type="button"
            className="ev-row__button ev-row__button--remove"
            onClick={() => dialog.current?.showModal()}
          >
            Drop<span className="visually-hidden"> ({member.name})</span>
          </button>
        </div>
      </div>
      {editing ? (
        <PersonForm
          id={`tm-edit-${member._id}`}
          groups={tenure.groups}
          initial={personValues(group._id, member)}
          submitLabel="Save person"
          pending={save.isPending}
          onSubmit={(request) => save.mutate(request)}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        ref={dialog}
        title={`Drop ${member.name} from ${tenure.label}?`}
        confirmLabel="Drop from this tenure"
        pending={drop.isPending}
        onConfirm={() => drop.mutate(undefined)}
      >
        <p>
          {member.name} ({member.role}) leaves the team of {tenure.label}. Other tenures keep them; someone in
          no other tenure is deleted with their photo and links.
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** Rename a group, in place. */
function RenameGroup({
  tenure,
  group,
  onDone,
}: {
  tenure: EditableTenure;
  group: EditableGroup;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GroupInput>({
    resolver: mappedResolver(groupInputSchema, (values: GroupInput) => values),
    defaultValues: { name: group.name },
  });
  const rename = useTenureMutation(
    (body: GroupInput) => tenureCalls.renameGroup(tenure.label, group._id, body),
    {
      onSaved: onDone,
      onFailure: (message, error) => {
        if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) return false;
        setError('name', { message });
        return true;
      },
    },
  );
  return (
    <form
      className="acc-form tm-inline-form"
      noValidate
      onSubmit={handleSubmit((body) => rename.mutate(body))}
    >
      <Field id={`tm-rename-${group._id}`} label={`New name of ${group.name}`} error={errors.name?.message}>
        {(a11y) => (
          <input {...register('name')} {...a11y} className="form-input" maxLength={teamRules.groupName} />
        )}
      </Field>
      <div className="tm-form__actions">
        <SubmitButton pending={rename.isPending}>Rename group</SubmitButton>
        <button type="button" className="button button--ghost-dark" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A group: its name, Rename, Move up/down, Delete (when empty, after a confirmation), its people, Add a person. */
function GroupCard({
  tenure,
  group,
  index,
}: {
  tenure: EditableTenure;
  group: EditableGroup;
  index: number;
}) {
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const reorder = useTenureMutation((ids: string[]) => tenureCalls.orderGroups(tenure.label, ids));
  const remove = useTenureMutation(() => tenureCalls.deleteGroup(tenure.label, group._id), {
    onSaved: () => dialog.current?.close(),
    onFailure: () => {
      dialog.current?.close();
      return false;
    },
  });
  const add = useTenureMutation(
    (request: Parameters<Parameters<typeof PersonForm>[0]['onSubmit']>[0]) =>
      tenureCalls.addPerson(tenure.label, request),
    { onSaved: () => setAdding(false) },
  );
  const headingId = `tm-group-${group._id}`;
  return (
    <li className="tm-group panel" aria-labelledby={headingId}>
      <div className="tm-group__head">
        <h3 id={headingId} className="tm-group__name">
          {group.name} <span className="tm-group__count">({group.members.length})</span>
        </h3>
        <div className="ev-row__buttons">
          <button
            type="button"
            className="ev-row__button"
            aria-expanded={renaming}
            onClick={() => setRenaming((v) => !v)}
          >
            Rename<span className="visually-hidden"> ({group.name})</span>
          </button>
          <MoveButtons
            label={group.name}
            index={index}
            count={tenure.groups.length}
            pending={reorder.isPending}
            onMove={(to) => reorder.mutate(movedIds(tenure.groups, index, to))}
          />
          {group.members.length === 0 ? (
            <button
              type="button"
              className="ev-row__button ev-row__button--remove"
              onClick={() => dialog.current?.showModal()}
            >
              Delete<span className="visually-hidden"> ({group.name})</span>
            </button>
          ) : null}
        </div>
      </div>
      {renaming ? <RenameGroup tenure={tenure} group={group} onDone={() => setRenaming(false)} /> : null}
      {group.members.length > 0 ? (
        <ul className="tm-members">
          {group.members.map((member, i) => (
            <MemberRow key={member._id} tenure={tenure} group={group} member={member} index={i} />
          ))}
        </ul>
      ) : (
        <p className="adm-empty">No one in this group yet.</p>
      )}
      {adding ? (
        <PersonForm
          id={`tm-add-${group._id}`}
          groups={tenure.groups}
          initial={personValues(group._id)}
          submitLabel="Add person"
          pending={add.isPending}
          onSubmit={(request) => add.mutate(request)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button button--ghost-dark ev-add" onClick={() => setAdding(true)}>
          Add a person to {group.name}
        </button>
      )}
      <ConfirmDialog
        ref={dialog}
        title={`Delete the group ${group.name}?`}
        confirmLabel="Delete group"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      >
        <p>
          The group {group.name} goes from the team of {tenure.label}.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function AddGroupForm({ tenure }: { tenure: EditableTenure }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GroupInput>({
    resolver: mappedResolver(groupInputSchema, (values: GroupInput) => values),
    defaultValues: { name: '' },
  });
  const add = useTenureMutation((body: GroupInput) => tenureCalls.addGroup(tenure.label, body), {
    onSaved: () => reset({ name: '' }),
    onFailure: (message, error) => {
      if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) return false;
      setError('name', { message });
      return true;
    },
  });
  return (
    <form className="acc-form tm-inline-form" noValidate onSubmit={handleSubmit((body) => add.mutate(body))}>
      <Field id="tm-new-group" label="New group" hint="e.g. TECHNICAL TEAM" error={errors.name?.message}>
        {(a11y) => (
          <input {...register('name')} {...a11y} className="form-input" maxLength={teamRules.groupName} />
        )}
      </Field>
      <SubmitButton pending={add.isPending}>Add group</SubmitButton>
    </form>
  );
}

function IntroForm({ tenure }: { tenure: EditableTenure }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TenureDetailsInput>({
    resolver: mappedResolver(tenureDetailsSchema, (values: TenureDetailsInput) => values),
    defaultValues: { intro: tenure.intro },
  });
  const save = useTenureMutation((body: TenureDetailsInput) => tenureCalls.details(tenure.label, body));
  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
      <Field
        id="tm-intro"
        label="Intro"
        hint="Under the team page's heading"
        error={errors.intro?.message}
        full
      >
        {(a11y) => (
          <textarea
            {...register('intro')}
            {...a11y}
            className="form-input"
            rows={4}
            maxLength={teamRules.intro}
          />
        )}
      </Field>
      <SubmitButton pending={save.isPending}>Save intro</SubmitButton>
    </form>
  );
}

function Letters({ tenure }: { tenure: EditableTenure }) {
  const save = useTenureMutation(
    ({
      kind,
      body,
    }: {
      kind: (typeof letterKinds)[number];
      body: Parameters<typeof tenureCalls.saveLetter>[2];
    }) => tenureCalls.saveLetter(tenure.label, kind, body, tenure.revision),
  );
  return (
    <div className="adm-stack">
      {letterKinds.map((kind) => (
        <LetterForm
          key={kind}
          kind={kind}
          letter={tenure.letters.find((l) => l.kind === kind)}
          pending={save.isPending && save.variables?.kind === kind}
          onSubmit={(body) => save.mutate({ kind, body })}
        />
      ))}
    </div>
  );
}

/**
 * Where the draft stands (published or not, changes waiting), its preview, and Publish: after a confirmation,
 * the draft the editor sees (its revision) becomes the tenure's next version; a tenure that is not current
 * may become current with it.
 */
function PublishPanel({ tenure }: { tenure: EditableTenure }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [makeCurrent, setMakeCurrent] = useState(!tenure.current && tenure.publishedRevision === null);
  const publish = useTenureMutation(
    () => tenureCalls.publish(tenure.label, { revision: tenure.revision, current: makeCurrent }),
    {
      onSaved: () => dialog.current?.close(),
      onFailure: () => {
        dialog.current?.close();
        return false;
      },
    },
  );
  const status =
    tenure.publishedRevision === null
      ? d.notPublished
      : tenure.publishedRevision === tenure.revision
        ? d.upToDate
        : d.unpublishedChanges;
  return (
    <div className="panel adm-card tm-status">
      <div className="tm-status__text">
        {tenure.current ? <span className="adm-pill tm-current">Current tenure</span> : null}
        <p className="tm-status__line" data-testid="tm-draft-status">
          {status}
        </p>
      </div>
      <div className="tm-status__actions">
        <Link className="button button--ghost-dark" to={paths.superadminTenurePreview(tenure.label)}>
          Preview the draft
        </Link>
        <button type="button" className="sa-toggle" onClick={() => dialog.current?.showModal()}>
          Publish {tenure.label}
        </button>
        {tenure.publishedRevision !== null ? <Link to={tenurePath(tenure)}>See its public page</Link> : null}
      </div>
      <ConfirmDialog
        ref={dialog}
        title={`Publish ${tenure.label}?`}
        confirmLabel="Publish"
        pending={publish.isPending}
        onConfirm={() => publish.mutate(undefined)}
      >
        <p>
          The team page of {tenure.label}
          {tenure.current ? ', /team and the letters on the home page' : ''} will show this draft within a few
          seconds. The version shown now is kept, and can be restored.
        </p>
        {tenure.current ? null : (
          <label className="tm-check">
            <input
              type="checkbox"
              checked={makeCurrent}
              onChange={(event) => setMakeCurrent(event.target.checked)}
            />{' '}
            Make {tenure.label} the current tenure (/team and the letters on the home page)
          </label>
        )}
      </ConfirmDialog>
    </div>
  );
}

/**
 * One published version: when, by whom, what it held; Restore after a confirmation (the newest too: it drops
 * the draft's changes, and makes the tenure current again if it was then).
 */
function VersionRow({ tenure, version }: { tenure: EditableTenure; version: TeamVersion }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const restore = useTenureMutation(
    () => tenureCalls.restore(tenure.label, version.number, { revision: tenure.revision }),
    {
      onSaved: () => dialog.current?.close(),
      onFailure: () => {
        dialog.current?.close();
        return false;
      },
    },
  );
  const when = new Date(version.publishedAt).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className="tm-version">
      <div className="tm-version__text">
        <span className="tm-version__name">
          Version {version.number}
          {version.live ? <span className="adm-pill tm-current">Shown now</span> : null}
        </span>
        <span className="tm-version__meta">
          {when}
          {version.publishedBy ? ` · ${version.publishedBy}` : ''} · {version.people} people
          {version.madeCurrent ? ' · current tenure' : ''}
          {version.restoredFrom !== null ? ` · restored from version ${version.restoredFrom}` : ''}
        </span>
        {version.secretaryGeneral ? (
          <span className="tm-version__letter">{version.secretaryGeneral}</span>
        ) : null}
      </div>
      <button type="button" className="ev-row__button" onClick={() => dialog.current?.showModal()}>
        Restore<span className="visually-hidden"> version {version.number}</span>
      </button>
      <ConfirmDialog
        ref={dialog}
        title={`Restore version ${version.number} of ${tenure.label}?`}
        confirmLabel="Restore and publish"
        pending={restore.isPending}
        onConfirm={() => restore.mutate(undefined)}
      >
        <p>
          Its people, groups, letters and intro replace the draft, and are published again as a new version
          {version.madeCurrent ? `; ${tenure.label} becomes the current tenure` : ''}. Changes not published
          yet are lost; the versions stay.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function Versions({ tenure }: { tenure: EditableTenure }) {
  const { data, isPending } = useQuery(versionsQuery(tenure.label));
  if (!data) {
    return isPending ? (
      <Loading text={messages.generic.loading} />
    ) : (
      <ErrorText text={messages.dashboard.error} />
    );
  }
  if (data.length === 0) return <p className="adm-empty">{d.notPublished}</p>;
  return (
    <ol className="tm-versions">
      {data.map((version) => (
        <VersionRow key={version.number} tenure={tenure} version={version} />
      ))}
    </ol>
  );
}

function Sections({ tenure }: { tenure: EditableTenure }) {
  return (
    <div className="adm-stack tm-editor">
      <PublishPanel tenure={tenure} />
      <Section id="tm-people" title="Groups and people" lead="The order here is the order on the team page.">
        <ol className="tm-groups">
          {tenure.groups.map((group, index) => (
            <GroupCard key={group._id} tenure={tenure} group={group} index={index} />
          ))}
        </ol>
        <AddGroupForm tenure={tenure} />
      </Section>
      <Section
        id="tm-letters"
        title="Letters"
        lead="Shown on the home page while this tenure is current, once published."
      >
        <Letters tenure={tenure} />
      </Section>
      <Section id="tm-intro-section" title="Intro">
        <IntroForm tenure={tenure} />
      </Section>
      <Section
        id="tm-versions"
        title="Versions"
        lead="Each publish is kept. Restoring one publishes it again, over the draft."
      >
        <Versions tenure={tenure} />
      </Section>
    </div>
  );
}

/**
 * /superadmin/team/:tenure: the draft of one tenure (its groups and people, letters and intro, each saved on its
 * own), its preview, Publish, and its versions.
 */
export function TenureEditor({ label }: { label: string }) {
  const query = useQuery(editableTenureQuery(label));
  const tenure = query.data;
  let body;
  if (query.isPending) body = <Loading text={messages.generic.loading} />;
  else if (query.isError)
    body = (
      <ErrorText
        text={
          query.error instanceof ApiError && query.error.status === 404
            ? m.noSuchTenure
            : messages.dashboard.error
        }
      />
    );
  return (
    <PageFrame
      variant="admin"
      eyebrow="Content · Team"
      title={`Tenure ${tenure?.label ?? label}`}
      back={{ to: paths.superadminTeam, label: 'All tenures' }}
    >
      {tenure ? (
        <Sections key={tenure.label} tenure={tenure} />
      ) : (
        <div className="panel adm-card">{body}</div>
      )}
    </PageFrame>
  );
}
