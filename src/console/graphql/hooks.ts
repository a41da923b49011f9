// React Query around execute(): caching, loading and error states, and refetch after a change.
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { TypedDocumentString } from '../gql/graphql';
import { execute } from './client';

/** The operation's name and variables identify the cached answer. */
function keyOf(document: TypedDocumentString<unknown, unknown>, variables: unknown): unknown[] {
  return [document.__meta__?.hash ?? document.toString(), variables ?? {}];
}

export function useGraphQLQuery<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: keyOf(document as TypedDocumentString<unknown, unknown>, variables),
    queryFn: () => (execute as (d: unknown, v: unknown) => Promise<Result>)(document, variables),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** A mutation; on success every cached query is refreshed (the console is small, answers are fast). */
export function useGraphQLMutation<Result, Variables>(document: TypedDocumentString<Result, Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => (execute as (d: unknown, v: unknown) => Promise<Result>)(document, variables),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
