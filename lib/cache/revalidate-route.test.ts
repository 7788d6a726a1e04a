import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidatePath = vi.fn();
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag }));

const { POST } = await import('@/app/api/internal/revalidate/route');
const { instanceState, REVALIDATE_TOKEN_HEADER } = await import('./instance.server');

function call(body: unknown, token: string | null = instanceState().token): Promise<Response> {
  return POST(
    new Request('http://127.0.0.1/api/internal/revalidate', {
      method: 'POST',
      headers: token === null ? {} : { [REVALIDATE_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
    }),
  );
}

describe('the revalidation route an instance calls on itself', () => {
  beforeEach(() => {
    revalidatePath.mockClear();
    revalidateTag.mockClear();
  });

  it('revalidates each signalled path once, with its type', async () => {
    const answer = await call([
      { path: '/galeri', type: '' },
      { path: '/', type: 'layout' },
      { path: '/galeri', type: '' },
    ]);
    expect(answer.status).toBe(204);
    expect(revalidatePath.mock.calls).toEqual([
      ['/galeri', undefined],
      ['/', 'layout'],
    ]);
    // The home page's hero, kept in this process's data cache, is read again too.
    expect(revalidateTag.mock.calls).toEqual([['home-hero', { expire: 0 }]]);
  });

  it('is not there for anyone without this process token', async () => {
    for (const token of [null, '', 'x'.repeat(instanceState().token.length), `${instanceState().token}x`]) {
      expect((await call([{ path: '/galeri', type: '' }], token)).status).toBe(404);
    }
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses what is not a list of site paths', async () => {
    for (const body of [
      { path: '/galeri' },
      [{ path: 'https://example.com/', type: '' }],
      [{ path: '/a', type: 'x' }],
    ]) {
      expect((await call(body)).status).toBe(400);
    }
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
