import { paths } from '~/shared/paths';

/** The query parameter of /eventreg/:id that opens it in the review loop (`?review=1`). */
export const reviewParam = 'review';

/** A registration's page in the review loop: Confirm stays on it and the next pending one is offered. */
export const reviewPath = (id: string) => `${paths.registrationDetail(id)}?${reviewParam}=1`;
