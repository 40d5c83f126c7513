/**
 * The team page's words and the current team as the browser reads them (the public API), for the previews of
 * the team editor and the page editor; the public pages get both from their loaders.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import type { TeamDocument } from '~/shared/schemas/pages';
import type { TeamResponse, TeamTenure } from '~/shared/schemas/team';
import { ApiError, apiRequest } from '~/web/lib/api';

const fallbackError = messages.generic.somethingWentWrong;

export const teamPageKey = ['pages', 'published', 'team'] as const;

/** GET /pages/team: the published `team` page document. */
export const teamPageQuery = queryOptions({
  queryKey: teamPageKey,
  queryFn: async ({ signal }): Promise<TeamDocument> =>
    (await apiRequest<{ document: TeamDocument }>('/pages/team', { signal, fallbackError })).document,
});

export const currentTeamKey = ['team', 'current'] as const;

/** GET /team: the current tenure as published, or null while none is. */
export const currentTeamQuery = queryOptions({
  queryKey: currentTeamKey,
  queryFn: async ({ signal }): Promise<TeamTenure | null> => {
    try {
      return (await apiRequest<TeamResponse>('/team', { signal, fallbackError })).team;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
