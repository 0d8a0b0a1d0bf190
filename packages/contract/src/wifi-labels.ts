/** The Wi-Fi guide's limits, without any schema (`@portal/contract/wifi-labels`). */

/** How many networks the centre may list on the Wi-Fi guide. */
export const WIFI_MAX_NETWORKS = 10;
