/** Team portraits: one initials portrait per member of content/team.ts, named after the person. */
import { register } from 'node:module';
import { portrait } from './lib';

/**
 * content/team.ts imports its portraits the Vite way (`import x from './images/team/a.webp'`), which Node
 * cannot load, and the files may not exist yet. This resolve hook answers every image import with an
 * empty module so the roster itself can be read here.
 */
const imageStubHook = `
export async function resolve(specifier, context, next) {
  if (/\\.(webp|avif|png|jpe?g|svg)$/i.test(specifier)) {
    return { url: 'data:text/javascript,export default ""', shortCircuit: true };
  }
  return next(specifier, context);
}`;

let hookRegistered = false;

/** Imports a content module (which may import images) from a placeholder script. */
export async function importContent<T>(load: () => Promise<T>): Promise<T> {
  if (!hookRegistered) {
    register(`data:text/javascript,${encodeURIComponent(imageStubHook)}`);
    hookRegistered = true;
  }
  return load();
}

export async function generate() {
  const { teamGroups, PORTRAIT_SIZE: size } = await importContent(() => import('../../content/team'));
  const members = teamGroups.flatMap((group) => group.members);
  await Promise.all(members.map((member) => portrait(member.name, `team/${member.id}.webp`, size)));
}
