/**
 * The team editor's calls (docs/decisions/0058-team-as-data.md): the tenures, one editable tenure (its
 * draft), every editing call, publish, the versions and their restore
 * (docs/decisions/0070-team-restore-stays-in-its-tenure.md), and the portrait upload. Each editing call answers the tenure as it is afterwards;
 * `useTenureMutation` puts that answer in the cache, so every part of the editor builds on the newest state.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type {
  AddPositionInput,
  CreateTenureInput,
  EditableTenure,
  EditableTenureResponse,
  GroupInput,
  LetterInput,
  LetterKind,
  PersonInput,
  PositionInput,
  PublishTenureInput,
  RestoreVersionInput,
  TeamFileResponse,
  TeamFileUpload,
  TenureDetailsInput,
  TeamVersionsResponse,
  TenureListResponse,
} from '~/shared/schemas/team';
import { ApiError, apiRequest, apiUpload, errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';

const fallbackError = messages.generic.somethingWentWrong;
const tenureBase = (label: string) => `/superadmin/team/tenures/${encodeURIComponent(label)}`;
const id = encodeURIComponent;

/** GET /superadmin/team/tenures */
export const tenuresQuery = queryOptions({
  queryKey: ['superadmin', 'team', 'tenures'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<TenureListResponse>('/superadmin/team/tenures', {
        auth: true,
        signal,
        fallbackError,
      })
    ).tenures,
  staleTime: 0,
  refetchOnMount: 'always',
});

export const editableTenureKey = (label: string) => ['superadmin', 'team', 'tenure', label] as const;

/** GET /superadmin/team/tenures/:tenure */
export function editableTenureQuery(label: string) {
  return queryOptions({
    queryKey: editableTenureKey(label),
    queryFn: async ({ signal }) =>
      (await apiRequest<EditableTenureResponse>(tenureBase(label), { auth: true, signal, fallbackError }))
        .tenure,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export const versionsKey = (label: string) => ['superadmin', 'team', 'versions', label] as const;

/** GET /superadmin/team/tenures/:tenure/versions */
export function versionsQuery(label: string) {
  return queryOptions({
    queryKey: versionsKey(label),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<TeamVersionsResponse>(`${tenureBase(label)}/versions`, {
          auth: true,
          signal,
          fallbackError,
        })
      ).versions,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

function send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return apiRequest<EditableTenureResponse>(path, { method, body, auth: true, fallbackError });
}

/** POST /superadmin/team/tenures */
export const createTenure = (body: CreateTenureInput) => send('POST', '/superadmin/team/tenures', body);

/** Every editing call of one tenure, by what it changes. */
export const tenureCalls = {
  details: (label: string, body: TenureDetailsInput) => send('PUT', tenureBase(label), body),
  publish: (label: string, body: PublishTenureInput) => send('POST', `${tenureBase(label)}/publish`, body),
  restore: (label: string, version: number, body: RestoreVersionInput) =>
    send('POST', `${tenureBase(label)}/versions/${version}/restore`, body),
  addGroup: (label: string, body: GroupInput) => send('POST', `${tenureBase(label)}/groups`, body),
  renameGroup: (label: string, groupId: string, body: GroupInput) =>
    send('PUT', `${tenureBase(label)}/groups/${id(groupId)}`, body),
  deleteGroup: (label: string, groupId: string) =>
    send('DELETE', `${tenureBase(label)}/groups/${id(groupId)}`),
  orderGroups: (label: string, groupIds: string[]) =>
    send('PUT', `${tenureBase(label)}/groups-order`, { groupIds }),
  orderPeople: (label: string, groupId: string, positionIds: string[]) =>
    send('PUT', `${tenureBase(label)}/groups/${id(groupId)}/order`, { positionIds }),
  addPerson: (label: string, body: AddPositionInput) => send('POST', `${tenureBase(label)}/positions`, body),
  savePosition: (label: string, positionId: string, body: PositionInput) =>
    send('PUT', `${tenureBase(label)}/positions/${id(positionId)}`, body),
  dropPosition: (label: string, positionId: string) =>
    send('DELETE', `${tenureBase(label)}/positions/${id(positionId)}`),
  /** Over the draft at `revision` (the one the editor shows; a stale one is a 409). */
  savePerson: (label: string, personId: string, body: PersonInput, revision: number) =>
    send('PUT', `${tenureBase(label)}/people/${id(personId)}`, { ...body, revision }),
  saveLetter: (label: string, kind: LetterKind, body: LetterInput, revision: number) =>
    send('PUT', `${tenureBase(label)}/letters/${kind}`, { ...body, revision }),
};

/** POST /superadmin/team/files, reporting the upload's progress. */
export function uploadTeamPhoto(
  body: TeamFileUpload,
  onProgress: (fraction: number) => void,
): Promise<TeamFileResponse> {
  return apiUpload<TeamFileResponse>('POST', '/superadmin/team/files', body, { onProgress, fallbackError });
}

/** Puts an editing call's answer in the cache and refreshes the list of tenures. */
export function useStoreTenure() {
  const queryClient = useQueryClient();
  return (tenure: EditableTenure) => {
    queryClient.setQueryData(editableTenureKey(tenure.label), tenure);
    void queryClient.invalidateQueries({ queryKey: tenuresQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: versionsKey(tenure.label) });
  };
}

/**
 * A mutation of one tenure: on success the answer goes into the cache and its message is toasted; a failure
 * is toasted unless `onFailure` takes it (returns true), e.g. to show it next to the form. A 409 (someone
 * else changed the tenure) also reloads it, so the editor shows their changes.
 */
export function useTenureMutation<TVariables>(
  call: (variables: TVariables) => Promise<EditableTenureResponse>,
  options: {
    onSaved?: (tenure: EditableTenure, variables: TVariables) => void;
    onFailure?: (message: string, error: unknown) => boolean;
  } = {},
) {
  const store = useStoreTenure();
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message, tenure }, variables) => {
      store(tenure);
      notify('success', message);
      options.onSaved?.(tenure, variables);
    },
    onError: (error) => {
      if (unauthorized(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['superadmin', 'team'] });
      }
      const message = errorMessage(error, fallbackError);
      if (!options.onFailure?.(message, error)) notify('error', message);
    },
  });
}
