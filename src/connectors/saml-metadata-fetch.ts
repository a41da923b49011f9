// Fetching a SAML IdP's metadata from the URL an administrator gives (config.metadataUrl). The
// URL is chosen by a Management API caller and fetched by this server, so it is held to the
// webhook target rule (src/net/addresses.ts): no loopback, private, link-local or otherwise
// internal address, judged on the address the connection actually uses (DNS cannot swap one in),
// unless the operator's allow-private switch is on (development, tests). Plain http only to a
// loopback host, as for OIDC issuers. A time limit and a size cap keep a slow or huge answer from
// holding the request; redirects are not followed (the final URL is asked for instead).
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, hostOf, InternalAddressRefused, isInternalAddress, isLocalhostName } from '../net/addresses.js';
import { isLoopbackHost } from '../net/loopback-hosts.js';
import { SamlError } from './saml.js';

export const METADATA_FETCH_TIMEOUT_MS = 5_000;
export const METADATA_MAX_BYTES = 1024 * 1024;

export interface MetadataFetchPolicy {
  /** Private and loopback addresses allowed (the operator's switch for development and tests). */
  allowPrivate: boolean;
}

const refused = (message: string) => new SamlError('metadata_url_not_allowed', message);
const failed = (message: string) => new SamlError('metadata_fetch_failed', message);

/** The URL as a fetch may use it; throws SamlError('metadata_url_not_allowed'). */
export function checkMetadataUrl(raw: string, policy: MetadataFetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('metadataUrl must be an absolute https URL');
  }
  if (url.username || url.password) throw refused('metadataUrl must not carry credentials');
  const host = hostOf(url);
  if (url.protocol === 'http:') {
    if (!isLoopbackHost(url)) throw refused('metadataUrl must use https (plain http only to this machine, in development)');
  } else if (url.protocol !== 'https:') {
    throw refused('metadataUrl must be an absolute https URL');
  }
  if (!policy.allowPrivate && ((net.isIP(host) && isInternalAddress(host)) || isLocalhostName(host))) {
    throw refused(`metadataUrl ${host} is a private or internal address`);
  }
  return url;
}

/**
 * GETs the metadata document. Throws SamlError: `metadata_url_not_allowed` (the URL or the address
 * it resolves to), `metadata_fetch_failed` (no answer in time, not 200, too large).
 */
export function fetchMetadataXml(raw: string, policy: MetadataFetchPolicy): Promise<string> {
  const url = checkMetadataUrl(raw, policy);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, body?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(body!);
    };
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      ...(policy.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => {
      finish(failed(`metadataUrl did not answer within ${METADATA_FETCH_TIMEOUT_MS / 1000} s`));
      req.destroy();
    }, METADATA_FETCH_TIMEOUT_MS);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        req.destroy();
        return finish(
          failed(
            `metadataUrl answered HTTP ${res.statusCode ?? 0}${res.statusCode && res.statusCode >= 300 && res.statusCode < 400 ? ' (a redirect: give the final URL)' : ''}`,
          ),
        );
      }
      const declared = Number(res.headers['content-length']);
      if (declared > METADATA_MAX_BYTES) {
        req.destroy();
        return finish(failed(`metadataUrl's document is larger than ${METADATA_MAX_BYTES} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > METADATA_MAX_BYTES) {
          req.destroy();
          return finish(failed(`metadataUrl's document is larger than ${METADATA_MAX_BYTES} bytes`));
        }
        chunks.push(chunk);
      });
      res.on('end', () => finish(null, Buffer.concat(chunks).toString('utf8')));
      res.on('error', (error) => finish(failed(`metadataUrl could not be read: ${error.message}`)));
    });
    req.on('error', (error) =>
      finish(error instanceof InternalAddressRefused ? refused(error.message) : failed(`metadataUrl could not be fetched: ${error.message}`)),
    );
    req.end();
  });
}
