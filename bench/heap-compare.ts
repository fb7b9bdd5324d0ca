import { readFileSync } from 'node:fs';

/**
 * `npx tsx bench/heap-compare.ts <earlier.heapsnapshot> <later.heapsnapshot> [rows]`: what grew between two heap
 * snapshots of one process, by object kind (node type and constructor or function name), largest growth first, then by
 * count. A snapshot holds only live objects (V8 collects before writing one), so a kind that grows with the calls
 * made is a leak. docs/OPERATIONS.md "Looking for a leak" says how to take the snapshots.
 */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Kind {
  count: number;
  bytes: number;
}

/** Names that differ per object (each string's text, each number) are summed under their type. */
const SUMMED_BY_TYPE = new Set(['string', 'concatenated string', 'sliced string', 'number']);

function kinds(file: string): { byKind: Map<string, Kind>; total: number } {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const [types] = heap.snapshot.meta.node_types;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const byKind = new Map<string, Kind>();
  let total = 0;
  for (let node = 0; node < heap.nodes.length; node += fields.length) {
    const type = types[heap.nodes[node + typeAt] ?? 0] ?? '?';
    const name = SUMMED_BY_TYPE.has(type) ? '' : (heap.strings[heap.nodes[node + nameAt] ?? 0] ?? '').slice(0, 80);
    const bytes = heap.nodes[node + sizeAt] ?? 0;
    const key = `${type}: ${name}`;
    const kind = byKind.get(key) ?? { count: 0, bytes: 0 };
    kind.count += 1;
    kind.bytes += bytes;
    byKind.set(key, kind);
    total += bytes;
  }
  return { byKind, total };
}

const [earlierFile, laterFile, rowsArg] = process.argv.slice(2);
if (!earlierFile || !laterFile) {
  console.error('usage: npx tsx bench/heap-compare.ts <earlier.heapsnapshot> <later.heapsnapshot> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? '30');
const earlier = kinds(earlierFile);
const later = kinds(laterFile);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
console.log(`live heap ${mib(earlier.total)} → ${mib(later.total)} MiB`);
const growth = [...new Set([...earlier.byKind.keys(), ...later.byKind.keys()])].map((key) => {
  const before = earlier.byKind.get(key) ?? { count: 0, bytes: 0 };
  const after = later.byKind.get(key) ?? { count: 0, bytes: 0 };
  return { key, objects: after.count - before.count, bytes: after.bytes - before.bytes, now: after };
});
const line = (g: (typeof growth)[number]) =>
  `${`${(g.bytes / 1024).toFixed(0)} KiB`.padStart(10)} ${`${g.objects} objects`.padStart(15)}   (now ${g.now.count}, ${(g.now.bytes / 1024).toFixed(0)} KiB)  ${g.key}`;
console.log('\nlargest growth in bytes');
for (const g of [...growth].sort((a, b) => b.bytes - a.bytes).slice(0, rows)) console.log(line(g));
console.log('\nlargest growth in objects');
for (const g of [...growth].sort((a, b) => b.objects - a.objects).slice(0, rows)) console.log(line(g));
