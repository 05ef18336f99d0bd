import type * as z from 'zod';

type EveryField<T, Read> = [Exclude<keyof T, keyof Read>] extends [never]
  ? unknown
  : { 'fields of the type this schema does not read': Exclude<keyof T, keyof Read> };

/**
 * A schema for answers of type `T` that reads every field `T` has, optional ones too:
 * `readsEvery<Dashboard>()(z.object({ … }))`. Typed as `z.ZodType<T>` alone, a schema that left
 * out an optional field would compile, and drop that field from every answer without a word.
 * A field left out fails to compile, naming it.
 */
export const readsEvery =
  <T>() =>
  <S extends z.ZodType<T>>(schema: S & EveryField<T, z.infer<S>>): S =>
    schema;
