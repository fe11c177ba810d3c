/** The Dienstplan screen (route /dienstplan, lazy). */
export const PLANNER_PATH = '/dienstplan';
