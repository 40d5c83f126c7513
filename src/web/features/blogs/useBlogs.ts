import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '~/web/lib/toast';
import { blogsQueryOptions } from './api';

/** The blog list, with an error toast (the message differs between the home and blogs pages). */
export function useBlogs(errorMessage: string) {
  const query = useQuery(blogsQueryOptions);
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify('error', errorMessage);
  }, [failedAt, errorMessage]);
  return query;
}
