// A relying party written with the compatible product's own Node SDK (@logto/node), through its
// public API only: an in-memory storage adapter (what a session store would be) and a navigate
// callback that records where the SDK sends the browser. Tests drive the browser themselves.
import LogtoClient, { type LogtoConfig } from '@logto/node';

export interface LogtoNodeTestClient {
  client: LogtoClient;
  /** The last URL the SDK asked to navigate to (the authorization or end-session URL). */
  navigatedTo(): string;
}

export function logtoNodeClient(config: LogtoConfig): LogtoNodeTestClient {
  const store = new Map<string, string>();
  let navigated: string | undefined;
  const client = new LogtoClient(config, {
    navigate: (url: string) => {
      navigated = url;
    },
    storage: {
      getItem: async (key: string) => store.get(key) ?? null,
      setItem: async (key: string, value: string) => {
        store.set(key, value);
      },
      removeItem: async (key: string) => {
        store.delete(key);
      },
    },
  });
  return {
    client,
    navigatedTo() {
      if (!navigated) throw new Error('the SDK has not navigated yet');
      return navigated;
    },
  };
}
