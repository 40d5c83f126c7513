import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import {
  type CreateTenureInput,
  type TenureListItem,
  createTenureSchema,
  nextTenureLabel,
} from '~/shared/schemas/team';
import { ApiError } from '~/web/lib/api';
import { Field } from '~/web/components/app/Field';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { mappedResolver } from '~/web/lib/form';
import { createTenure, tenuresQuery, useTenureMutation } from './api';
import '../superadmin.css';
import '../events/events.css';
import './team-editor.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function TenureItem({ tenure }: { tenure: TenureListItem }) {
  return (
    <li className="sa-event ev-summary">
      <div className="sa-event__text">
        <h3 className="sa-event__name">
          <Link to={paths.superadminTenure(tenure.label)} className="ev-summary__link">
            {tenure.label}
          </Link>
          {tenure.current ? <span className="adm-pill tm-current">Current</span> : null}
        </h3>
        <p className="sa-event__meta">
          <span>{plural(tenure.groups, 'group', 'groups')}</span>
          <span>{plural(tenure.people, 'person', 'people')}</span>
          {!tenure.published ? (
            <span>{d.listNotPublished}</span>
          ) : tenure.changed ? (
            <span>{d.listChanged}</span>
          ) : null}
        </p>
      </div>
      <Link
        to={paths.superadminTenure(tenure.label)}
        className="sa-toggle ev-edit-link"
        aria-label={`Edit ${tenure.label}`}
      >
        Edit
      </Link>
    </li>
  );
}

interface NewTenureValues {
  label: string;
  copyFrom: string;
}

/** Start a tenure: its label and what to start from (a copy of a tenure's team and letters, or nothing). */
export function NewTenureForm({ tenures }: { tenures: TenureListItem[] }) {
  const navigate = useNavigate();
  const newest = tenures[0]?.label;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<NewTenureValues, unknown, CreateTenureInput>({
    resolver: mappedResolver(createTenureSchema, (values: NewTenureValues) => ({
      label: values.label,
      copyFrom: values.copyFrom || null,
    })),
    mode: 'onTouched',
    values: { label: (newest && nextTenureLabel(newest)) ?? '', copyFrom: newest ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const create = useTenureMutation(createTenure, {
    onSaved: (tenure) => void navigate(paths.superadminTenure(tenure.label)),
    onFailure: (message, error) => {
      if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) return false;
      setError('label', { message });
      return true;
    },
  });
  const [label, copyFrom] = watch(['label', 'copyFrom']);
  const shown = label.trim() || 'the tenure';
  return (
    <form
      className="acc-form ev-new"
      noValidate
      aria-labelledby="tm-new-title"
      onSubmit={handleSubmit((values) => create.mutate(values))}
    >
      <h2 id="tm-new-title" className="adm-card__title">
        Start a tenure
      </h2>
      <div className="acc-form__grid">
        <Field
          id="tm-new-label"
          label="Tenure"
          hint="The academic year, e.g. 2025-26: also the address of its team page."
          error={errors.label?.message}
        >
          {(a11y) => (
            <input {...register('label')} {...a11y} className="form-input" type="text" inputMode="numeric" />
          )}
        </Field>
        <Field
          id="tm-new-from"
          label="Start from"
          hint="A copy takes the groups, the people with their designations, and the letters; edit them after."
        >
          {(a11y) => (
            <select {...register('copyFrom')} {...a11y} className="form-input">
              <option value="">An empty team</option>
              {tenures.map((tenure) => (
                <option key={tenure.label} value={tenure.label}>
                  A copy of {tenure.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SubmitButton pending={create.isPending}>
        {copyFrom ? `Start tenure ${shown} as a copy of ${copyFrom}` : `Start tenure ${shown}`}
      </SubmitButton>
    </form>
  );
}

/** /superadmin/team: every tenure with its counts, and the form that starts the next one. */
export function TeamTenuresPage() {
  const tenures = useQuery(tenuresQuery);
  return (
    <PageFrame
      variant="admin"
      eyebrow="Content"
      title="Team"
      count={tenures.data?.length}
      lead="The secretariat of each tenure, its groups and letters. The current tenure is the one /team and the home page show; edits are a draft until published."
      back={{ to: paths.dashboard, label: 'Dashboard' }}
    >
      <div className="adm-stack">
        <section className="panel adm-card" aria-labelledby="tm-list-title">
          <h2 id="tm-list-title" className="adm-card__title">
            Tenures
          </h2>
          <ListState query={tenures} errorText={messages.dashboard.error} empty="No tenures yet.">
            {(list) => (
              <ul className="sa-events">
                {list.map((tenure) => (
                  <TenureItem key={tenure.label} tenure={tenure} />
                ))}
              </ul>
            )}
          </ListState>
        </section>
        <section className="panel adm-card">
          <NewTenureForm tenures={tenures.data ?? []} />
        </section>
      </div>
    </PageFrame>
  );
}
