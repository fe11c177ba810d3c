/**
 * A person's figures and working activities of a period (GET /api/statistics/user-profile and
 * /api/statistics/user-profile-working-activities). Without `user` the caller's own; 404 (no time
 * tracking, or not in reach) answers null.
 */
import { useQuery } from '@tanstack/react-query';
import type { components } from '@bestellwerk/common/api/schema.gen';
import { request } from '../../api/http';
import type { UserProfileStatistic } from '../../api/types';
import { userProfileMessages as T } from '../../i18n/userProfile';
import type { Period } from './hours';

export type ProfileActivity = components['schemas']['ProfileActivity'];

async function orNull<R>(load: () => Promise<R>): Promise<R | null> {
  try {
    return await load();
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export function fetchUserProfile(user: number | undefined, period: Period): Promise<UserProfileStatistic | null> {
  return orNull(async () => {
    const response = await request<UserProfileStatistic>(
      '/statistics/user-profile',
      { fallback: T.loadFailed },
      { query: { user, start: period.start, end: period.end } },
    );
    return response.data;
  });
}

export function fetchProfileActivities(period: Period): Promise<ProfileActivity[] | null> {
  return orNull(async () => {
    const response = await request<ProfileActivity[]>(
      '/statistics/user-profile-working-activities',
      { fallback: T.page.activitiesFailed },
      { query: { start: period.start, end: period.end } },
    );
    return response.data;
  });
}

/** `user` undefined: one's own figures. */
export function useUserProfile(user: number | undefined, period: Period, enabled = true) {
  return useQuery({
    queryKey: ['statistics', 'user-profile', user ?? 'me', period.start, period.end],
    queryFn: () => fetchUserProfile(user, period),
    enabled,
    retry: false,
  });
}

export function useProfileActivities(period: Period, enabled = true) {
  return useQuery({
    queryKey: ['statistics', 'user-profile-working-activities', period.start, period.end],
    queryFn: () => fetchProfileActivities(period),
    enabled,
    retry: false,
  });
}
