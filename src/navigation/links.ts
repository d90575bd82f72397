/** Outbound links (plain links the author may follow; the app itself never calls them). */
export const SUITE_WEBSITE_URL = 'https://storybuilder.app/';
export const COMMUNITY_URL = 'https://discord.gg/storybuilder';
