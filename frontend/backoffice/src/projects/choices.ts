/** Choices of the status and priority inputs, labelled through the i18n module (src/i18n/projects.ts). */
export const PROJECT_STATUSES = ['planned', 'active', 'on_hold', 'completed'] as const;
export const TASK_STATUSES = ['open', 'in_progress', 'review', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const projectStatusChoices = PROJECT_STATUSES.map((id) => ({
  id,
  name: `resources.projects.statuses.${id}`,
}));
export const taskStatusChoices = TASK_STATUSES.map((id) => ({ id, name: `resources.tasks.statuses.${id}` }));
export const taskPriorityChoices = TASK_PRIORITIES.map((id) => ({ id, name: `resources.tasks.priorities.${id}` }));
