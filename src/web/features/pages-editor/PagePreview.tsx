export function PagePreview(_props: { pageKey: string }) {
  return null;
}
