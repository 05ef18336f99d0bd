import * as z from 'zod';
import { readsEvery } from './reads-every';

interface Answer {
  id: number;
  note?: string;
}

it('takes a schema that reads every field, optional ones too, and parses as it does', () => {
  const schema = readsEvery<Answer>()(z.object({ id: z.number(), note: z.string().optional() }));
  expect(schema.parse({ id: 1, note: 'kept' })).toEqual({ id: 1, note: 'kept' });
});

it('refuses, when type-checked, a schema that leaves an optional field out', () => {
  // The type check (npm run typecheck) fails should this line compile: `note` is not read.
  // @ts-expect-error 'fields of the type this schema does not read': "note"
  const schema = readsEvery<Answer>()(z.object({ id: z.number() }));
  // What such a schema does at run time: the field is gone from every answer.
  expect(schema.parse({ id: 1, note: 'dropped' })).toEqual({ id: 1 });
});
