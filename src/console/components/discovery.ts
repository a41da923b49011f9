// This instance's OpenID Provider metadata (its public discovery document, the same one the
// console's own sign-in reads): the endpoint URLs the endpoints panel and the quickstarts show.
import { useQuery } from '@tanstack/react-query';
import { settings } from '../settings';

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  jwks_uri: string;
  introspection_endpoint?: string;
  revocation_endpoint?: string;
}

export const discoveryUrl = () => `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

export function useProviderMetadata() {
  return useQuery({
    queryKey: ['openid-configuration'],
    queryFn: async (): Promise<ProviderMetadata> => {
      const response = await fetch(discoveryUrl(), { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`The discovery document answered ${response.status}`);
      return (await response.json()) as ProviderMetadata;
    },
    staleTime: Infinity,
  });
}
