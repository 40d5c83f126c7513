export function meta() {
  return [{ title: 'photo | NITSMUN' }, { name: 'description', content: 'photo page' }];
}
export default function Page() {
  return <main id="main"><h1>photo</h1></main>;
}
