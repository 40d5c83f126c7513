// @vitest-environment jsdom
/**
 * The superadmin's team editor (src/web/features/superadmin/team): the person form checks its fields with
 * the API's own schema and says each problem under its field (a name, a designation, http(s) links, a mail
 * address, a photo's text alternative) before anything is sent; the new-tenure form proposes the next tenure
 * as a copy of the newest and refuses a label that is not one; dropping a person asks first; Publish and
 * Restore ask first and name the draft revision the editor shows; the preview shows the draft through the
 * public page's components.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import type { EditableGroup, EditableTenure, TeamVersion } from '~/shared/schemas/team';
import { PersonForm, personValues } from '~/web/features/superadmin/team/PersonForm';
import { NewTenureForm } from '~/web/features/superadmin/team/TeamTenuresPage';
import { TeamPreview } from '~/web/features/superadmin/team/TeamPreview';
import { TenureEditor } from '~/web/features/superadmin/team/TenureEditor';
import { editableTenureKey, versionsKey } from '~/web/features/superadmin/team/api';
import { teamPageKey } from '~/web/features/team/queries';
import pages from '../fixtures/site-pages-seed.json';
import { expectCancelSendsNothing, installDialogMethods } from '../support/dialog';
import { answer, json, watchRequests } from '../support/requests';

const m = messages.team;

beforeAll(installDialogMethods);
afterEach(cleanup);

const group: EditableGroup = {
  _id: 'g1',
  name: 'TECHNICAL TEAM',
  members: [
    {
      _id: 'p1',
      personId: 'person-1',
      name: 'Ankit Sharma',
      role: 'Web Developer',
      photo: { url: '/team/ankit-sharma.webp', width: 320, height: 320, alt: 'Portrait of Ankit Sharma' },
      links: { facebook: null, github: 'https://github.com/ankit', mail: 'ankit@nits.ac.in', linkedin: null },
    },
  ],
};

function setup(
  children: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

describe('PersonForm', () => {
  function renderForm(member: EditableGroup['members'][number] | null = group.members[0]!) {
    const onSubmit = vi.fn();
    const user = setup(
      <PersonForm
        id="t"
        groups={[group]}
        initial={personValues(group._id, member ?? undefined)}
        submitLabel="Save person"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    return { user, onSubmit };
  }
  const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

  it('says what is missing or wrong under each field, and submits nothing', async () => {
    const { user, onSubmit } = renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(errorOf('t-name')).toBe(m.fieldRequired);
    expect(errorOf('t-role')).toBe(m.fieldRequired);
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(input('Name'), 'Ria Sen');
    await user.type(input('Designation'), 'Web Developer');
    await user.type(input('Email'), 'ria at nits');
    await user.type(input('Facebook profile'), 'javascript:alert(1)');
    await user.type(input('Professional-network profile'), 'www.linkedin.com/in/ria');
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(errorOf('t-name')).toBeNull();
    expect(errorOf('t-mail')).toBe(m.invalidMail);
    expect(errorOf('t-facebook')).toBe(m.invalidLink);
    expect(errorOf('t-linkedin')).toBe(m.invalidLink);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a photo needs its text alternative', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText(/Text alternative/));
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(screen.getByRole('alert').textContent).toBe(m.altRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the request the API takes: empty links as null, a mailto: address as the address', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(input('Email'));
    await user.type(input('Email'), 'mailto:ankit.sharma@nits.ac.in');
    await user.clear(input('Designation'));
    await user.type(input('Designation'), 'Head of Technical');
    await user.click(screen.getByRole('button', { name: 'Save person' }));
    expect(onSubmit).toHaveBeenCalledWith({
      groupId: 'g1',
      role: 'Head of Technical',
      person: {
        name: 'Ankit Sharma',
        photo: { url: '/team/ankit-sharma.webp', width: 320, height: 320, alt: 'Portrait of Ankit Sharma' },
        facebook: null,
        github: 'https://github.com/ankit',
        mail: 'ankit.sharma@nits.ac.in',
        linkedin: null,
      },
    });
  });
});

describe('NewTenureForm', () => {
  const tenures = [
    { label: '2024-25', current: true, groups: 6, people: 51, published: true, changed: false },
  ];

  it('proposes the next tenure as a copy of the newest', () => {
    setup(<NewTenureForm tenures={tenures} />);
    expect((screen.getByLabelText('Tenure') as HTMLInputElement).value).toBe('2025-26');
    expect((screen.getByLabelText('Start from') as HTMLSelectElement).value).toBe('2024-25');
    expect(screen.getByRole('button', { name: 'Start tenure 2025-26 as a copy of 2024-25' })).toBeTruthy();
  });

  it('refuses a label that is not a tenure, sending nothing', async () => {
    const requests = watchRequests();
    const user = setup(<NewTenureForm tenures={tenures} />);
    await user.clear(screen.getByLabelText('Tenure'));
    await user.type(screen.getByLabelText('Tenure'), '2025-27');
    await user.click(screen.getByRole('button', { name: /^Start tenure 2025-27/ }));
    expect(errorOf('tm-new-label')).toBe(m.invalidTenure);
    expect(requests.writes()).toEqual([]);
  });
});

describe('TenureEditor', () => {
  const tenure: EditableTenure = {
    label: '2025-26',
    current: false,
    intro: '',
    groups: [group],
    letters: [],
    tenures: [
      { label: '2025-26', current: false },
      { label: '2024-25', current: true },
    ],
    revision: 4,
    publishedRevision: 2,
  };
  const versions: TeamVersion[] = [
    {
      number: 2,
      publishedAt: '2026-11-28T10:00:00.000Z',
      publishedBy: 'sunil@nits.ac.in',
      madeCurrent: false,
      restoredFrom: null,
      live: true,
      people: 1,
      secretaryGeneral: null,
    },
    {
      number: 1,
      publishedAt: '2026-11-27T10:00:00.000Z',
      publishedBy: 'sunil@nits.ac.in',
      madeCurrent: false,
      restoredFrom: null,
      live: false,
      people: 2,
      secretaryGeneral: 'Ria Sen: Dear delegates',
    },
  ];
  const base = '/v1/api/superadmin/team/tenures/2025-26';
  /** The newest version as a publish leaves it (its draft's revision published again). */
  const published = (number: number, restoredFrom: number | null): TeamVersion => ({
    number,
    publishedAt: '2026-11-29T10:00:00.000Z',
    publishedBy: 'sunil@nits.ac.in',
    madeCurrent: true,
    restoredFrom,
    live: true,
    people: 1,
    secretaryGeneral: null,
  });
  /**
   * The editor's query client, the tenure and its versions cached; the editor reads both again when it opens,
   * and the server answers the same.
   */
  function editorClient(data: EditableTenure = tenure) {
    answer(`GET ${base}`, json({ message: m.fetched, tenure: data }));
    answer(`GET ${base}/versions`, json({ message: d.versionsFetched, versions }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(editableTenureKey(data.label), data);
    client.setQueryData(versionsKey(data.label), versions);
    return client;
  }
  /**
   * What the server answers once `change` is confirmed: the tenure as it leaves it, and its versions read
   * again, `newest` first (the others no longer live).
   */
  function answerPublication(change: string, message: string, after: EditableTenure, newest: TeamVersion) {
    answer(`POST ${base}${change}`, json({ message, tenure: after }));
    answer(
      `GET ${base}/versions`,
      json({
        message: d.versionsFetched,
        versions: [newest, ...versions.map((v) => ({ ...v, live: false }))],
      }),
    );
  }

  it('asks before dropping a person, and Cancel sends nothing', async () => {
    const requests = watchRequests();
    const user = setup(<TenureEditor label="2025-26" />, editorClient());
    await user.click(await screen.findByRole('button', { name: 'Drop (Ankit Sharma)' }));
    await expectCancelSendsNothing(user, 'Drop Ankit Sharma from 2025-26?', requests);
  });

  it('moves are buttons named after the person; the first cannot move up', async () => {
    setup(<TenureEditor label="2025-26" />, editorClient());
    const up = await screen.findByRole('button', { name: 'Move up (Ankit Sharma)' });
    expect((up as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the draft has changes not published, and publishes the revision it shows after a confirmation', async () => {
    const requests = watchRequests();
    const user = setup(<TenureEditor label="2025-26" />, editorClient());
    expect((await screen.findByTestId('tm-draft-status')).textContent).toBe(d.unpublishedChanges);
    await user.click(screen.getByRole('button', { name: 'Publish 2025-26' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish 2025-26?' });
    const current = within(dialog).getByRole('checkbox', { name: /Make 2025-26 the current tenure/ });
    // Published before and not current: it stays a past tenure unless asked.
    expect((current as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish 2025-26' }));
    await user.click(current);
    // Published, and made current: the draft is the newest version.
    answerPublication(
      '/publish',
      d.published,
      {
        ...tenure,
        current: true,
        tenures: [
          { label: '2025-26', current: true },
          { label: '2024-25', current: false },
        ],
        publishedRevision: 4,
      },
      published(3, null),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const sent = requests.sent.filter((r) => r.method !== 'GET');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/superadmin\/team\/tenures\/2025-26\/publish$/) as unknown as string,
        body: { revision: 4, current: true },
      },
    ]);
    await vi.waitFor(() => expect(screen.getByTestId('tm-draft-status').textContent).toBe(d.upToDate));
  });

  it('a tenure never published is made current with its first publish unless unticked', async () => {
    const user = setup(
      <TenureEditor label="2025-26" />,
      editorClient({ ...tenure, publishedRevision: null }),
    );
    expect((await screen.findByTestId('tm-draft-status')).textContent).toBe(d.notPublished);
    await user.click(screen.getByRole('button', { name: 'Publish 2025-26' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish 2025-26?' });
    expect(
      (within(dialog).getByRole('checkbox', { name: /Make 2025-26 the current tenure/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('lists the versions; a restore asks, then names the draft revision', async () => {
    const requests = watchRequests();
    const user = setup(<TenureEditor label="2025-26" />, editorClient());
    expect(await screen.findByText('Ria Sen: Dear delegates')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1 of 2025-26?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    // Version 1 written over the draft and published again as version 3.
    answerPublication(
      '/versions/1/restore',
      d.restored,
      { ...tenure, revision: 5, publishedRevision: 5 },
      { ...published(3, 1), madeCurrent: false },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore and publish' }));
    const sent = requests.sent.filter((r) => r.method !== 'GET');
    expect(sent.map((r) => [r.url.replace(/^.*\/v1\/api/, ''), r.body])).toEqual([
      ['/superadmin/team/tenures/2025-26/versions/1/restore', { revision: 4 }],
    ]);
    await vi.waitFor(() => expect(screen.getByTestId('tm-draft-status').textContent).toBe(d.upToDate));
  });
});

describe('TeamPreview', () => {
  it("shows the draft through the public page's components, the letters too, under a bar that says so", async () => {
    const draft: EditableTenure = {
      label: '2025-26',
      current: false,
      intro: 'Draft words.',
      groups: [group],
      letters: [
        {
          kind: 'secretaryGeneral',
          title: 'Letter from the Secretary General',
          author: 'Ria Sen',
          role: 'Secretary General',
          text: 'Dear delegates,\n\nWelcome.',
          photo: null,
        },
      ],
      tenures: [],
      revision: 3,
      publishedRevision: null,
    };
    // The preview reads the draft again as it opens.
    answer('GET /v1/api/superadmin/team/tenures/2025-26', json({ message: m.fetched, tenure: draft }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(editableTenureKey('2025-26'), draft);
    client.setQueryData(teamPageKey, pages.team);
    setup(<TeamPreview label="2025-26" />, client);
    const bar = await screen.findByRole('complementary', { name: 'Preview' });
    expect(bar.textContent).toContain(d.notPublished);
    expect(screen.getByRole('heading', { level: 2, name: 'SECRETARIAT OF TENURE 2025-26' })).toBeTruthy();
    expect(screen.getByText('Draft words.')).toBeTruthy();
    // Never published: shown as the current tenure its first publish proposes to make it.
    expect(screen.queryByText(/past tenure/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show details of Ankit Sharma' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Letter from the Secretary General' })).toBeTruthy();
    expect(screen.getByText('Welcome.')).toBeTruthy();
  });
});
