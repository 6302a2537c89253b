import { filenameFromDisposition } from './download';
import { saveBlob } from './save-blob';

describe('filenameFromDisposition', () => {
  it('reads the plain, quoted and RFC 5987 forms; the encoded one wins', () => {
    expect(filenameFromDisposition('attachment; filename=suppliers.xlsx')).toBe('suppliers.xlsx');
    expect(filenameFromDisposition('attachment; filename="supplier list.xlsx"')).toBe('supplier list.xlsx');
    expect(filenameFromDisposition("attachment; filename=\"s.xlsx\"; filename*=UTF-8''%E4%BE%9B%E6%87%89%E5%95%86.xlsx")).toBe('供應商.xlsx');
  });

  it('answers undefined without a name', () => {
    expect(filenameFromDisposition(undefined)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
  });
});

describe('saveBlob', () => {
  it('clicks a download link for an object URL and revokes it afterwards', () => {
    jest.useFakeTimers();
    const create = jest.fn(() => 'blob:x');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(new Blob(['x']), 'a.xlsx');
    expect(clicked[0].download).toBe('a.xlsx');
    expect(clicked[0].href).toBe('blob:x');
    expect(revoke).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:x');
    click.mockRestore();
    jest.useRealTimers();
  });
});
