import { cp, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * A newcomer's first `npm start` runs on a new embedded database, and PGlite's initdb, the migrations and the
 * reference data took most of its seconds (docs/performance.md, twenty-first pass (a)). The server's build
 * (`scripts/build.mjs`, through `embedded-template-run.ts`) makes that database once: migrated, holding the
 * reference data that does not depend on the day (`seedReferenceData`), into apps/server/dist. A first start
 * copies it into place; the migrations newer than it then apply as usual and the seed adds the demo data dated
 * from today. Only the bundle built with it uses it: the build writes one id into both
 * (`process.env.EMBEDDED_TEMPLATE_ID` is replaced in the bundle), so a template never outlives the code that made it.
 */
export const EMBEDDED_TEMPLATE_DIR = fileURLToPath(new URL('../../dist/embedded-template', import.meta.url));

const ID_FILE = 'template-id';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The template's id, or undefined when there is none (not built, or left half-made). */
const templateIdOf = (templateDir: string) =>
  readFile(`${templateDir}/${ID_FILE}`, 'utf8').then(
    (id) => id.trim(),
    () => undefined,
  );

/**
 * Puts the template's database at `pgliteDir` when that holds none and the template was built with `buildId`;
 * whether it did. Copied beside it first, then renamed: a stop halfway leaves no half database.
 */
export const copyEmbeddedTemplate = async (
  pgliteDir: string,
  buildId: string | undefined,
  templateDir = EMBEDDED_TEMPLATE_DIR,
): Promise<boolean> => {
  if (buildId === undefined || buildId === '' || (await exists(pgliteDir))) return false;
  if ((await templateIdOf(templateDir)) !== buildId) return false;
  // A folder of this start's own beside it: two starts at once never share a half copy, and the one that
  // renames second keeps the first one's database.
  const copying = await mkdtemp(`${pgliteDir}.template-`);
  try {
    await cp(`${templateDir}/pglite`, copying, { recursive: true });
    await rename(copying, pgliteDir);
    return true;
  } catch (error) {
    await rm(copying, { recursive: true, force: true });
    if (await exists(pgliteDir)) return false;
    throw error;
  }
};

/** A file the template of this build holds beside its database, or undefined (no template of this build). */
export const readTemplateFile = async (
  name: string,
  buildId = process.env.EMBEDDED_TEMPLATE_ID,
  templateDir = EMBEDDED_TEMPLATE_DIR,
): Promise<string | undefined> => {
  if (buildId === undefined || buildId === '' || (await templateIdOf(templateDir)) !== buildId)
    return undefined;
  return readFile(`${templateDir}/${name}`, 'utf8').catch(() => undefined);
};

/** Marks a template made at `templateDir` (its database at `pglite` beneath it) as built with `buildId`. */
export const markEmbeddedTemplate = (templateDir: string, buildId: string) =>
  writeFile(`${templateDir}/${ID_FILE}`, `${buildId}\n`);
