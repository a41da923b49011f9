// A software WebAuthn authenticator for HTTP-level tests: a real P-256 key signs real
// registration and assertion responses (CBOR through @simplewebauthn/server's own encoder), so a
// test can alter one field (origin, RP id, challenge, counter) and see our verifier refuse it.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (b: Uint8Array | Buffer | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  challenge: string;
  rpId?: string;
  rp?: { id?: string };
  user?: { id: string };
}

export interface Overrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  counter?: number;
  userVerified?: boolean;
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  userHandle: string | undefined;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64u(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private authData(rpId: string, flags: number, counter: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), len, this.credentialId, Buffer.from(this.cosePublicKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** A `none`-attestation registration response to `options` (a PublicKeyCredentialCreationOptionsJSON). */
  register(options: Ceremony, o: Overrides = {}) {
    this.userHandle = options.user?.id;
    const flags = UP | (o.userVerified === false ? 0 : UV) | AT;
    const authData = this.authData(o.rpId ?? this.rpId, flags, this.counter, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(this.clientData(o.type ?? 'webauthn.create', o.challenge ?? options.challenge, o.origin ?? this.origin)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** An assertion for `options` (a PublicKeyCredentialRequestOptionsJSON); the counter goes up by one unless given. */
  assert(options: Ceremony, o: Overrides = {}) {
    const counter = o.counter ?? ++this.counter;
    const flags = UP | (o.userVerified === false ? 0 : UV);
    const authenticatorData = this.authData(o.rpId ?? this.rpId, flags, counter, false);
    const clientDataJSON = this.clientData(o.type ?? 'webauthn.get', o.challenge ?? options.challenge, o.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authenticatorData),
        signature: b64u(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
