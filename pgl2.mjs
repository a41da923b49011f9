import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'fs';
const bytes = readFileSync(process.argv[2]);
const sb = process.argv[3];
class FastBlob extends Blob { constructor(b) { super([]); this.b = b; } async arrayBuffer() { return this.b.buffer.slice(this.b.byteOffset, this.b.byteOffset + this.b.byteLength); } }
const blob = process.argv[4] === 'fast' ? new FastBlob(bytes) : new Blob([bytes]);
const params = sb ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sb}`] : undefined;
let tot = 0;
for (let i = 0; i < 6; i++) {
  const c0 = process.cpuUsage();
  const pg = new PGlite({ loadDataDir: blob, ...(params ? { startParams: params } : {}) });
  await pg.waitReady;
  await pg.query('select count(*) from users');
  const c2 = process.cpuUsage(c0);
  await pg.close();
  if (i > 0) tot += (c2.user + c2.system) / 1000;
}
console.log(sb, process.argv[4], 'avg cpu ms', (tot / 5) | 0);
