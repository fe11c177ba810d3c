/** The task calls beyond CRUD: the caller's viewed marker (log-view / forget-view) and the comments. */
import { request } from '../../api/http';
import type { Task, TaskComment } from '../../api/types';
import { projectsMessages } from '../../i18n/projects';

const texts = projectsMessages.tasks.messages;

/** POST /api/tasks/{id}/log-view: the caller has read the task now. */
export async function logView(id: number): Promise<Task> {
  const response = await request<Task>(`/tasks/${id}/log-view`, { fallback: texts.viewFailed }, { method: 'POST' });
  return response.data;
}

/** POST /api/tasks/{id}/forget-view: unread again for the caller. */
export async function forgetView(id: number): Promise<Task> {
  const response = await request<Task>(
    `/tasks/${id}/forget-view`,
    { fallback: texts.forgetFailed, serverMessage: true },
    { method: 'POST' },
  );
  return response.data;
}

export async function getComments(id: number): Promise<TaskComment[]> {
  const response = await request<TaskComment[]>(`/tasks/${id}/comments`, { fallback: texts.commentsFailed });
  return response.data;
}

export async function addComment(id: number, body: string): Promise<TaskComment> {
  const response = await request<TaskComment>(
    `/tasks/${id}/comments`,
    { fallback: texts.commentFailed, serverMessage: true },
    { method: 'POST', body: { body } },
  );
  return response.data;
}
