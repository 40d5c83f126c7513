export function meta() {
  return [{ title: 'about | NITSMUN' }, { name: 'description', content: 'about page' }];
}
export default function Page() {
  return <main id="main"><h1>about</h1></main>;
}
