/** Shown only while the first page's code arrives; later navigations keep the old page up. */
export function PageLoading() {
  return (
    <p className="visually-hidden" role="status" data-page-loading="">
      Loading page…
    </p>
  );
}
