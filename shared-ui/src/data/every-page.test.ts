import { everyPage } from './every-page';

it('reads page after page until the last one, and tells the share read', async () => {
  const all = Array.from({ length: 5 }, (_, i) => i + 1);
  const asked: number[] = [];
  const progress: number[] = [];
  const items = await everyPage(
    async ({ page, pageSize }) => {
      asked.push(page);
      return { atPage: page, items: all.slice((page - 1) * pageSize, page * pageSize), totalCount: all.length, totalPages: Math.ceil(all.length / pageSize) };
    },
    { pageSize: 2, onProgress: (p) => progress.push(p) },
  );
  expect(items).toEqual(all);
  expect(asked).toEqual([1, 2, 3]);
  expect(progress).toEqual([33, 67, 100]);
});
