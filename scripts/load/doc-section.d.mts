export const PERFORMANCE_DOC: string;
/** Writes `table` into `doc` between the markers of `name`, or at its end under `heading`. */
export function writeDocSection(
  name: string,
  heading: string,
  table: string,
  doc?: string,
): Promise<void>;
