// Stands in for @mui/material/locale/utils/buildFormatNumber (create-app-config.cjs). MUI builds
// an Intl.NumberFormat for a locale when its locale module loads; the first Intl object a page
// makes starts ICU, about 50 ms of main thread on a phone (200 ms at Lighthouse's 4x CPU), paid
// on /login although no MUI text there shows a number. Same behaviour, built at the first format.
const buildFormatNumber = (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
export default buildFormatNumber;
