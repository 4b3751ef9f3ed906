import { templatesApi } from './api';
import { stateFromItems, type TemplateState } from './model';

/** A stored template and its items as editor state (null when the read failed). */
export async function loadTemplate(templateId: number): Promise<TemplateState | null> {
  const reply = await templatesApi.template(templateId);
  return reply.success && reply.data ? stateFromItems(reply.data.template, reply.data.items) : null;
}
