import * as v from 'valibot';
import { FieldInstructionSchema } from '../contract/cms';
import { cmsQuery } from './client';

// spec §2 "Field with instructions": the CMS's help texts for the fields of one form. A small query of
// its own, asked lazily when the form opens (the form is usable before, and without, the answer).
export const FIELD_INSTRUCTIONS = /* GraphQL */ `
  query FieldInstructions($form: String!) {
    fieldInstructions(form: $form) {
      form
      field
      text
    }
  }
`;

/** The help text per field name of `form`; a field without one is absent. */
export async function fetchFieldInstructions(form: string): Promise<Record<string, string>> {
  const { fieldInstructions } = await cmsQuery(
    FIELD_INSTRUCTIONS,
    { form },
    v.object({ fieldInstructions: v.array(FieldInstructionSchema) }),
  );
  return Object.fromEntries(fieldInstructions.filter((i) => i.form === form && i.text.trim() !== '').map((i) => [i.field, i.text]));
}
