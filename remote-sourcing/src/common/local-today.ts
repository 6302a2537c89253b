/** Today as `YYYY-MM-DD` in the user's time zone (the default of a block date, an event date). */
export const localToday = (): string => new Date().toLocaleDateString('sv-SE');
