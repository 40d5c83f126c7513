export function meta() {
  return [{ title: 'wrapped | NITSMUN' }, { name: 'description', content: 'wrapped page' }];
}
export default function Page() {
  return <main id="main"><h1>wrapped</h1></main>;
}
