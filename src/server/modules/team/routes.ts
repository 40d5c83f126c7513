/**
 * The team (docs/decisions/0058-team-as-data.md): the public reads (the current tenure, a tenure by its
 * label: their newest published versions; the uploaded portraits) and the team editors' editing of the
 * drafts, publishing and restoring (docs/decisions/0070-team-restore-stays-in-its-tenure.md). Every editing call
 * answers the tenure as it is afterwards.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDataUrlLength } from '~/shared/images';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import {
  addPositionSchema,
  createTenureSchema,
  editableTenureResponseSchema,
  groupInputSchema,
  groupOrderSchema,
  letterKinds,
  letterSaveSchema,
  personSaveSchema,
  positionInputSchema,
  positionOrderSchema,
  publishTenureSchema,
  restoreVersionSchema,
  teamFileResponseSchema,
  teamFileUploadSchema,
  teamResponseSchema,
  teamRules,
  tenureDetailsSchema,
  teamVersionsResponseSchema,
  tenureListResponseSchema,
} from '~/shared/schemas/team';
import { emptyBody, errors, sendImmutableFile } from '../../http';
import { binaryResponse } from '../../plugins/docs';
import { currentUser } from '../../plugins/auth';
import {
  addGroup,
  addPosition,
  createTenure,
  deleteGroup,
  dropPosition,
  getEditableTenure,
  listTenures,
  listVersions,
  publishTenure,
  readTeamFile,
  renameGroup,
  reorderGroups,
  reorderPositions,
  restoreVersion,
  setLetter,
  updatePerson,
  updatePosition,
  updateTenure,
  uploadTeamPhoto,
} from './editor';
import type { TeamLookup } from './service';

const tags = ['team'];
const m = messages.team;
/** Superadmins and accounts granted content:team (docs/decisions/0063-content-editing.md). */
const editor = { auth: 'teamEditor' } as const;

/** A tenure's label in a path: anything longer than a label is no tenure (404). */
const tenureParam = z.object({ tenure: z.string().max(20, m.noSuchTenure) });
const groupParams = tenureParam.extend({ groupId: z.string().max(64, m.noSuchGroup) });
const positionParams = tenureParam.extend({ positionId: z.string().max(64, m.noSuchPosition) });
const personParams = tenureParam.extend({ personId: z.string().max(64, m.noSuchPerson) });
const letterParams = tenureParam.extend({ kind: z.enum(letterKinds, m.noSuchLetter) });
const versionParams = tenureParam.extend({
  version: z.coerce
    .number(d.noSuchVersion)
    .int(d.noSuchVersion)
    .min(1, d.noSuchVersion)
    .max(1_000_000, d.noSuchVersion),
});

export async function teamRoutes(app: FastifyInstance, options: { team: TeamLookup }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { team } = options;
  const base = '/superadmin/team/tenures/:tenure';
  const answer = (message: string) => (tenure: Awaited<ReturnType<typeof getEditableTenure>>) => ({
    message,
    tenure,
  });

  api.get(
    '/team',
    {
      schema: {
        summary: 'The current tenure: its groups and people in order, and its letters',
        tags,
        response: { 200: teamResponseSchema, ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async () => ({ message: m.fetched, team: await team.get(null) }),
  );

  api.get(
    '/team/:tenure',
    {
      schema: {
        summary: 'A tenure by its label (e.g. 2024-25)',
        tags,
        params: tenureParam,
        response: { 200: teamResponseSchema, ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request) => ({ message: m.fetched, team: await team.get(request.params.tenure) }),
  );

  api.get(
    '/team-files/:fileId',
    {
      schema: {
        summary: 'An uploaded portrait (WebP); URLs are immutable',
        tags,
        params: z.object({ fileId: z.string().max(64) }),
        response: { 200: binaryResponse('image/webp', 'The image'), ...errors(404) },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const file = await readTeamFile(db, request.params.fileId);
      if (!file) return reply.code(404).send({ error: m.fileNotFound });
      return sendImmutableFile(reply, file);
    },
  );

  // ---- superadmin -------------------------------------------------------------------------------------

  api.get(
    '/superadmin/team/tenures',
    {
      schema: {
        summary: 'Every tenure, newest first, with its counts',
        tags,
        response: { 200: tenureListResponseSchema, ...errors() },
      },
      config: editor,
    },
    async () => ({ message: m.tenuresFetched, tenures: await listTenures(db) }),
  );

  api.post(
    '/superadmin/team/tenures',
    {
      schema: {
        summary: "Start a tenure, blank or as a copy of another's groups, people, designations and letters",
        tags,
        body: createTenureSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) => answer(m.tenureCreated)(await createTenure(db, currentUser(request), request.body)),
  );

  api.get(
    base,
    {
      schema: {
        summary: 'One tenure as the editor shows it (with the ids of groups, positions and people)',
        tags,
        params: tenureParam,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) => answer(m.fetched)(await getEditableTenure(db, request.params.tenure)),
  );

  api.put(
    base,
    {
      schema: {
        summary: "Save the tenure's own words (the intro under the team page's heading)",
        tags,
        params: tenureParam,
        body: tenureDetailsSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.tenureSaved)(
        await updateTenure(db, currentUser(request), request.params.tenure, request.body),
      ),
  );

  api.post(
    `${base}/publish`,
    {
      schema: {
        summary:
          "Publish the tenure's draft as its next version (its page, and the home page's letters when current); `current` makes it the current tenure; 409 when the draft changed since `revision`",
        tags,
        params: tenureParam,
        body: publishTenureSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(d.published)(await publishTenure(db, currentUser(request), request.params.tenure, request.body)),
  );

  api.get(
    `${base}/versions`,
    {
      schema: {
        summary: "The tenure's published versions, newest first",
        tags,
        params: tenureParam,
        response: { 200: teamVersionsResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) => ({
      message: d.versionsFetched,
      versions: await listVersions(db, request.params.tenure),
    }),
  );

  api.post(
    `${base}/versions/:version/restore`,
    {
      schema: {
        summary:
          'Restore a version: written over the draft and published again (its tenure current again if it was); 409 when the draft changed since `revision`',
        tags,
        params: versionParams,
        body: restoreVersionSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(d.restored)(
        await restoreVersion(
          db,
          currentUser(request),
          request.params.tenure,
          request.params.version,
          request.body,
        ),
      ),
  );

  api.post(
    `${base}/groups`,
    {
      schema: {
        summary: 'Add a group (last in the order)',
        tags,
        params: tenureParam,
        body: groupInputSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.groupAdded)(
        await addGroup(db, currentUser(request), request.params.tenure, request.body.name),
      ),
  );

  api.put(
    `${base}/groups/:groupId`,
    {
      schema: {
        summary: 'Rename a group',
        tags,
        params: groupParams,
        body: groupInputSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.groupRenamed)(
        await renameGroup(
          db,
          currentUser(request),
          request.params.tenure,
          request.params.groupId,
          request.body.name,
        ),
      ),
  );

  api.delete(
    `${base}/groups/:groupId`,
    {
      schema: {
        summary: 'Delete a group that has no people (409 otherwise)',
        tags,
        params: groupParams,
        body: emptyBody,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.groupDeleted)(
        await deleteGroup(db, currentUser(request), request.params.tenure, request.params.groupId),
      ),
  );

  api.put(
    `${base}/groups-order`,
    {
      schema: {
        summary: 'Reorder the groups (every group id of the tenure, once)',
        tags,
        params: tenureParam,
        body: groupOrderSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.groupsReordered)(
        await reorderGroups(db, currentUser(request), request.params.tenure, request.body.groupIds),
      ),
  );

  api.put(
    `${base}/groups/:groupId/order`,
    {
      schema: {
        summary: "Reorder a group's people (every position id of the group, once)",
        tags,
        params: groupParams,
        body: positionOrderSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.peopleReordered)(
        await reorderPositions(
          db,
          currentUser(request),
          request.params.tenure,
          request.params.groupId,
          request.body.positionIds,
        ),
      ),
  );

  api.post(
    `${base}/positions`,
    {
      schema: {
        summary: 'Add a person to a group of this tenure (last in the group), with their designation',
        tags,
        params: tenureParam,
        body: addPositionSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.personAdded)(await addPosition(db, currentUser(request), request.params.tenure, request.body)),
  );

  api.put(
    `${base}/positions/:positionId`,
    {
      schema: {
        summary: "Change a person's designation or group in this tenure",
        tags,
        params: positionParams,
        body: positionInputSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.positionSaved)(
        await updatePosition(
          db,
          currentUser(request),
          request.params.tenure,
          request.params.positionId,
          request.body,
        ),
      ),
  );

  api.delete(
    `${base}/positions/:positionId`,
    {
      schema: {
        summary: 'Drop a person from this tenure (other tenures keep them)',
        tags,
        params: positionParams,
        body: emptyBody,
        response: { 200: editableTenureResponseSchema, ...errors(404) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.positionDropped)(
        await dropPosition(db, currentUser(request), request.params.tenure, request.params.positionId),
      ),
  );

  api.put(
    `${base}/people/:personId`,
    {
      schema: {
        summary:
          'Edit a person of this tenure: name, portrait (alt text required), links; 409 when the draft changed since `revision`',
        tags,
        params: personParams,
        body: personSaveSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.personSaved)(
        await updatePerson(
          db,
          currentUser(request),
          request.params.tenure,
          request.params.personId,
          request.body,
        ),
      ),
  );

  api.put(
    `${base}/letters/:kind`,
    {
      schema: {
        summary:
          "Write the tenure's letter of the Faculty Advisor or of the Secretary General; 409 when the draft changed since `revision`",
        tags,
        params: letterParams,
        body: letterSaveSchema,
        response: { 200: editableTenureResponseSchema, ...errors(404, 409) },
      },
      config: editor,
    },
    async (request) =>
      answer(m.letterSaved)(
        await setLetter(db, currentUser(request), request.params.tenure, request.params.kind, request.body),
      ),
  );

  api.post(
    '/superadmin/team/files',
    {
      bodyLimit: maxDataUrlLength(teamRules.photoMaxBytes) + 4096,
      schema: {
        summary: 'Upload a portrait (PNG, JPEG, WebP, AVIF up to 1 MB; stored as square WebP at two widths)',
        tags,
        body: teamFileUploadSchema,
        response: { 200: teamFileResponseSchema, ...errors() },
      },
      config: editor,
    },
    async (request) => ({
      message: m.photoUploaded,
      image: await uploadTeamPhoto(db, currentUser(request), request.body.file, request.body.alt),
    }),
  );
}
