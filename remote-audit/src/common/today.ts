/** A day as `YYYY-MM-DD` in the user's time zone, `days` after today (a start date, a due date). */
export const localDay = (days = 0): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('sv-SE');
};
