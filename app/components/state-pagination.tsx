import { Pagination } from "./ui/pagination.tsx";

/** The pages of a state's clinics: /trt-clinics-texas, then ?page=2 and on. */
export function StatePagination({
  path,
  page,
  pageCount,
}: {
  path: string;
  page: number;
  pageCount: number;
}) {
  return (
    <Pagination
      current={page}
      pageCount={pageCount}
      href={(n) => (n > 1 ? `${path}?page=${n}` : path)}
      label="Pages of clinics"
      className="mt-10"
    />
  );
}
