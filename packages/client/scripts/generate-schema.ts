import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_FILES, generatedSources } from './schema-source';

/** `npm run generate -w @energy/client` (also its build): writes the types and the creates list from the document. */
const sources = await generatedSources();
for (const [name, file] of Object.entries(GENERATED_FILES)) {
  writeFileSync(file, sources[name as keyof typeof sources]);
  console.log(`${fileURLToPath(file)}: written`);
}
