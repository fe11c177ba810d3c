/** The react-query key of GET /api/config (the configuration page and the order detail's SMS switch). */
export const CONFIG_QUERY_KEY = ['bestellwerk', 'config'];
