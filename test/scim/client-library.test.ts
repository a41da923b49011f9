// Tessera's SCIM server read and written through SCIMMY (npm `scimmy`), a maintained
// implementation of RFC 7643/7644's schemas, filters and PatchOp messages, as a client's model of
// the protocol (npm has no maintained SCIM client; SCIMMY is what a Node directory connector
// builds its requests and reads answers with). Every User and Group answered over real HTTP must
// pass SCIMMY's schema coercion (types, multi-valued attributes, sub-attributes); the users a
// filter selects on the server must be those SCIMMY's own filter evaluation selects from the same
// users; and a PATCH answered by the server must equal SCIMMY applying the same PatchOp to the
// user as it was.
import SCIMMY from 'scimmy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScimConnection } from '../../src/domain/scim/connections.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = (await createScimConnection(app.running.services.db, { name: 'SCIMMY client' })).token;
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

type Resource = Record<string, any>;

async function scim(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${app.url}/scim/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/scim+json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A resource as SCIMMY's schema reads it: throws on anything the RFC's schema does not allow. */
const asUser = (resource: Resource) => JSON.parse(JSON.stringify(new SCIMMY.Schemas.User(resource, 'out'))) as Resource;
const asGroup = (resource: Resource) => JSON.parse(JSON.stringify(new SCIMMY.Schemas.Group(resource, 'out'))) as Resource;
/** What a comparison looks at: the resource without its server-kept metadata. */
const content = ({ meta: _meta, ...rest }: Resource) => rest;

const PEOPLE = [
  {
    userName: 'scimmy_ada',
    name: { givenName: 'Ada', familyName: 'Lovelace' },
    displayName: 'Ada Lovelace',
    emails: [{ value: 'ada@scimmy.example', type: 'work', primary: true }],
    title: 'Analyst',
  },
  {
    userName: 'scimmy_alan',
    name: { givenName: 'Alan', familyName: 'Turing' },
    displayName: 'Alan Turing',
    emails: [{ value: 'alan@scimmy.example', type: 'work', primary: true }],
  },
  {
    userName: 'scimmy_grace',
    name: { givenName: 'Grace', familyName: 'Hopper' },
    displayName: 'Grace Hopper',
    emails: [{ value: 'grace@scimmy.example', type: 'work', primary: true }],
    active: false,
  },
  {
    userName: 'scimmy_edsger',
    name: { givenName: 'Edsger', familyName: 'Dijkstra' },
    displayName: 'Edsger Dijkstra',
    emails: [{ value: 'edsger@elsewhere.example', type: 'work', primary: true }],
  },
];
// Every person has a name, a display name and an email: SCIMMY 1.3's filter evaluation trips over
// a sub-attribute of an absent attribute (and matches an absent string for `co`), which is its
// quirk to compare around, not a rule of RFC 7644.

describe('the SCIM server through SCIMMY (RFC 7643/7644 schemas, filters, PatchOp)', () => {
  const created: Resource[] = [];

  it('creates users from bodies SCIMMY builds, and every answer passes SCIMMY’s User schema', async () => {
    for (const person of PEOPLE) {
      const body = new SCIMMY.Schemas.User(person, 'in');
      const made = await scim('POST', '/Users', body);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const read = asUser(made.body);
      expect(read).toMatchObject({ userName: person.userName, displayName: person.displayName, active: person.active ?? true });
      created.push(made.body);
    }
    const listed = await scim('GET', `/Users?filter=${encodeURIComponent('userName sw "scimmy_"')}&count=100`);
    expect(listed.status).toBe(200);
    expect(listed.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
    for (const resource of listed.body.Resources as Resource[]) expect(() => asUser(resource)).not.toThrow();
    expect(listed.body.totalResults).toBe(PEOPLE.length);
  });

  it('selects the same users for each filter as SCIMMY’s own evaluation of it', async () => {
    const everyone = (await scim('GET', `/Users?filter=${encodeURIComponent('userName sw "scimmy_"')}&count=100`)).body.Resources as Resource[];
    const filters = [
      'userName eq "scimmy_ada"',
      'userName sw "scimmy_a"',
      'displayName co "ra"',
      'emails.value co "@scimmy.example"',
      'name.familyName eq "Hopper"',
      'active eq false',
      'userName sw "scimmy_a" and not (displayName co "Turing")',
      'name.givenName eq "Grace" or emails.value co "elsewhere"',
    ];
    for (const filter of filters) {
      const scoped = `userName sw "scimmy_" and (${filter})`;
      const server = ((await scim('GET', `/Users?filter=${encodeURIComponent(scoped)}&count=100`)).body.Resources as Resource[]).map((u) => u.id).sort();
      const expected = new SCIMMY.Types.Filter(filter)
        .match(everyone)
        .map((u: Resource) => u.id as string)
        .sort();
      expect(server, filter).toEqual(expected);
      expect(expected.length, `${filter} selects someone, so the comparison means something`).toBeGreaterThan(0);
    }
  });

  it('answers a PATCH as SCIMMY applies the same PatchOp to the user as it was', async () => {
    const patches = [
      [
        { op: 'replace', path: 'displayName', value: 'Countess of Lovelace' },
        { op: 'replace', path: 'name.familyName', value: 'King' },
        { op: 'replace', path: 'title', value: 'Mathematician' },
      ],
      [{ op: 'replace', path: 'active', value: false }],
      [{ op: 'replace', value: { displayName: 'Ada King', active: true } }],
      [{ op: 'remove', path: 'title' }],
    ];
    const id = created[0]!.id as string;
    for (const Operations of patches) {
      const before = (await scim('GET', `/Users/${id}`)).body as Resource;
      const message = new SCIMMY.Messages.PatchOp({ schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: Operations as never });
      const expected = JSON.parse(JSON.stringify(await message.apply(new SCIMMY.Schemas.User(before, 'out')))) as Resource;
      const answered = await scim('PATCH', `/Users/${id}`, message);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(content(asUser(answered.body)), JSON.stringify(Operations)).toEqual(content(expected));
    }
  });

  it('lists a group and its members, and the members’ groups, in shapes SCIMMY’s schemas accept', async () => {
    const group = await scim('POST', '/Groups', {
      ...JSON.parse(JSON.stringify(new SCIMMY.Schemas.Group({ displayName: 'SCIMMY readers' }, 'in'))),
      members: [{ value: created[1]!.id }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect(asGroup(group.body).members.map((m: Resource) => m.value)).toEqual([created[1]!.id]);
    const member = asUser((await scim('GET', `/Users/${created[1]!.id}`)).body);
    expect(member.groups).toEqual([expect.objectContaining({ value: group.body.id, display: 'SCIMMY readers' })]);
    const groups = (await scim('GET', '/Groups')).body.Resources as Resource[];
    for (const resource of groups) expect(() => asGroup(resource)).not.toThrow();
  });
});
