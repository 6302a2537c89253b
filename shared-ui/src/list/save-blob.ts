// The list's file saving is the data entry's (a test of the list replaces this module).
export { filenameFromDisposition, saveBlob } from 'shared-ui/data';
