/** Tasks as the API answers them, for the tests of the task screens. */
import type { Task } from '../../api/types';

export function task(fields: Partial<Task> & Pick<Task, 'id' | 'title'>): Task {
  return {
    project: 1,
    projectName: 'Umbau Schanigarten',
    description: '',
    status: 'open',
    priority: 'normal',
    assignee: null,
    externalAssignee: null,
    assigneeName: null,
    dueDate: null,
    attachments: [],
    attachmentDetails: [],
    isUnread: false,
    viewedAt: '2026-11-24T08:00:00Z',
    commentCount: 0,
    createdBy: 1,
    createdByName: 'Anna Admin',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    ...fields,
  } as Task;
}

export const TASKS: Task[] = [
  task({ id: 1, title: 'Angebote einholen', assigneeName: 'Max Mitarbeiter', dueDate: '2026-12-01', isUnread: true }),
  task({ id: 2, title: 'Bodenbelag auswählen', status: 'in_progress', assigneeName: 'Fritz Fahrer' }),
  task({ id: 3, title: 'Schirme montieren', status: 'done', dueDate: '2026-11-30' }),
];
