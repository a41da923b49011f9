// The request secrets a connector makes (nonce, PKCE verifier): random, URL-safe, kept by the caller.
import { randomBytes } from 'node:crypto';

export const randomSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');
