/**
 * Set up before every unit test file. In a jsdom file (a component test) the switchboard of
 * tests/support/requests.ts answers every request, and a test that leaves a request unanswered fails.
 */
import { afterEach } from 'vitest';
import { endRequestsOfTest, installRequestGuard } from './requests';

if (typeof window !== 'undefined') {
  installRequestGuard();
  afterEach(() => endRequestsOfTest());
}
