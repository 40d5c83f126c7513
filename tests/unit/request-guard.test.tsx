// @vitest-environment jsdom
/**
 * The switchboard that answers a component test's requests (tests/support/requests.ts, installed in every
 * jsdom file by tests/support/component-setup.ts): a request no test answered fails as where no server
 * answers, and ends the test with an error naming it; an answered one gets its answer, by fetch and by
 * XMLHttpRequest (the uploads of src/web/lib/api.ts) alike. Each test here ends its requests itself to show
 * what the setup's own end of a test does (and finds nothing left to fail it).
 */
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, apiUpload } from '~/web/lib/api';
import { renderInApp } from '../support/render';
import { answer, endRequestsOfTest, json, watchRequests } from '../support/requests';

afterEach(cleanup);

/** A component reading the API as the pages do: a query, its error shown, else its data. */
function Greeting() {
  const query = useQuery({
    queryKey: ['greeting'],
    queryFn: ({ signal }) =>
      apiRequest<{ message: string; name: string }>('/greeting?lang=en', {
        signal,
        fallbackError: 'No greeting',
      }),
  });
  if (query.isPending) return <p>Loading...</p>;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return <p>Hello {query.data.name}</p>;
}

describe('a request no test answered', () => {
  it('fails as where no server answers, and fails the test, named by method and address', async () => {
    renderInApp(<Greeting />);
    expect((await screen.findByRole('alert')).textContent).toBe('No greeting');
    expect(() => endRequestsOfTest()).toThrow(
      /requests no test answered \(answer them with answer\(\)\):\n {2}GET \/v1\/api\/greeting\?lang=en$/,
    );
    // Named once: the end of the test has nothing more to say.
    expect(() => endRequestsOfTest()).not.toThrow();
  });
});

describe('an answered request', () => {
  it('gets its answer (matched by its path without the query), and the test ends without an error', async () => {
    const requests = watchRequests();
    answer('GET /v1/api/greeting', json({ message: 'Greeting fetched', name: 'Asha' }));
    renderInApp(<Greeting />);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(requests.sent).toEqual([{ method: 'GET', url: '/v1/api/greeting?lang=en', body: undefined }]);
    expect(() => endRequestsOfTest()).not.toThrow();
  });
});

describe('an upload (XMLHttpRequest)', () => {
  const upload = (method: 'POST' | 'PUT', path: string, progress: number[]) =>
    apiUpload<{ message: string; size: number }>(
      method,
      path,
      { file: 'data:image/png;base64,AAAA' },
      { onProgress: (fraction) => progress.push(fraction), fallbackError: 'Upload failed' },
    );

  it('answered, resolves with the answer, its progress reported, its body seen', async () => {
    const requests = watchRequests();
    answer('POST /v1/api/files', (request) =>
      json({ message: 'Uploaded', size: (request.body as { file: string }).file.length }),
    );
    const progress: number[] = [];
    await expect(upload('POST', '/files', progress)).resolves.toEqual({ message: 'Uploaded', size: 26 });
    expect(progress).toEqual([1]);
    expect(requests.writes()).toEqual(['POST /v1/api/files']);
    expect(requests.sent[0]!.body).toEqual({ file: 'data:image/png;base64,AAAA' });
    expect(() => endRequestsOfTest()).not.toThrow();
  });

  it('refused by the server, rejects with its message and status', async () => {
    answer('PUT /v1/api/files/f1', json({ error: 'This file is too large' }, 413));
    const progress: number[] = [];
    const failure = await upload('PUT', '/files/f1', progress).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'This file is too large', status: 413 });
    expect(() => endRequestsOfTest()).not.toThrow();
  });

  it('unanswered, rejects as where no server answers, without progress, and fails the test', async () => {
    const progress: number[] = [];
    const failure = await upload('PUT', '/files/f1', progress).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Upload failed', status: 0 });
    expect(progress).toEqual([]);
    expect(() => endRequestsOfTest()).toThrow('PUT /v1/api/files/f1');
  });
});
