export function meta() {
  return [{ title: 'home | NITSMUN' }, { name: 'description', content: 'home page' }];
}
export default function Page() {
  return <main id="main"><h1>home</h1></main>;
}
