/** The calls of the master template screen (area 'Configuration'), typed from the kernel contract (types only). */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  CreateOrUpdateMasterTemplateBody,
  MasterTemplateItem,
  MasterTemplateRow,
} from '@drawdesk/shared-kernel/contract';

export const templatesApi = {
  /** The table search: part of a template's name. */
  templates: (paging: Paging & { search?: string }) =>
    api.fetchPage<MasterTemplateRow>(
      'Configuration',
      'GetMasterTemplates',
      paging.search?.trim() ? { search: paging.search.trim() } : {},
      paging,
    ),
  /** A template with its items. */
  template: (templateId: number) =>
    api.get<{ template: MasterTemplateRow; items: MasterTemplateItem[] }>(
      'Configuration',
      'GetMasterTemplateItems',
      { templateId },
    ),
  saveTemplate: (body: CreateOrUpdateMasterTemplateBody) =>
    api.post<{ id: number }>('Configuration', 'CreateOrUpdateMasterTemplate', body),
};
