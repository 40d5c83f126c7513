export function meta() {
  return [{ title: 'blogs | NITSMUN' }, { name: 'description', content: 'blogs page' }];
}
export default function Page() {
  return <main id="main"><h1>blogs</h1></main>;
}
