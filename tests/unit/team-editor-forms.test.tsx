// @vitest-environment jsdom
/**
 * The superadmin's team editor (src/web/features/superadmin/team): the person form checks its fields with
 * the API's own schema and says each problem under its field (a name, a designation, http(s) links, a mail
 * address, a photo's text alternative) before anything is sent; the new-tenure form proposes the next tenure
 * as a copy of the newest and refuses a label that is not one; dropping a person asks first.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '~/shared/messages';
import type { EditableGroup, EditableTenure } from '~/shared/schemas/team';
import { PersonForm, personValues } from '~/web/features/superadmin/team/PersonForm';
import { NewTenureForm } from '~/web/features/superadmin/team/TeamTenuresPage';
import { TenureEditor } from '~/web/features/superadmin/team/TenureEditor';
import { editableTenureKey } from '~/web/features/superadmin/team/api';
import { installDialogMethods } from '../support/dialog';
import { watchRequests } from '../support/requests';

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
  const tenures = [{ label: '2024-25', current: true, groups: 6, people: 51 }];

  it('proposes the next tenure as a copy of the newest', () => {
    setup(<NewTenureForm tenures={tenures} />);
    expect((screen.getByLabelText('Tenure') as HTMLInputElement).value).toBe('2025-26');
    expect((screen.getByLabelText('Start from') as HTMLSelectElement).value).toBe('2024-25');
    expect(screen.getByRole('button', { name: 'Start tenure 2025-26 as a copy of 2024-25' })).toBeTruthy();
  });

  it('refuses a label that is not a tenure, sending nothing', async () => {
    const requests = watchRequests();
    try {
      const user = setup(<NewTenureForm tenures={tenures} />);
      await user.clear(screen.getByLabelText('Tenure'));
      await user.type(screen.getByLabelText('Tenure'), '2025-27');
      await user.click(screen.getByRole('button', { name: /^Start tenure 2025-27/ }));
      expect(errorOf('tm-new-label')).toBe(m.invalidTenure);
      expect(requests.writes()).toEqual([]);
    } finally {
      requests.restore();
    }
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
  };

  it('asks before dropping a person, and Cancel sends nothing', async () => {
    const requests = watchRequests();
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      client.setQueryData(editableTenureKey('2025-26'), tenure);
      const user = setup(<TenureEditor label="2025-26" />, client);
      await user.click(await screen.findByRole('button', { name: 'Drop (Ankit Sharma)' }));
      const dialog = screen.getByRole('dialog', { name: 'Drop Ankit Sharma from 2025-26?' });
      expect((dialog as HTMLDialogElement).open).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect((dialog as HTMLDialogElement).open).toBe(false);
      expect(requests.writes()).toEqual([]);
    } finally {
      requests.restore();
    }
  });

  it('moves are buttons named after the person; the first cannot move up', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(editableTenureKey('2025-26'), tenure);
    setup(<TenureEditor label="2025-26" />, client);
    const up = await screen.findByRole('button', { name: 'Move up (Ankit Sharma)' });
    expect((up as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Make 2025-26 current' })).toBeTruthy();
  });
});
