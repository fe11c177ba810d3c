/** The route of 'Mein Profil' (/backend#/profil); in its own module so the user menu links it without loading the page. */
export const PROFILE_PATH = '/profil';
