export function PagesListPage() {
  return null;
}
