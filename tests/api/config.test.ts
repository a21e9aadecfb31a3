import { describe, expect, it } from 'vitest';
import { apiConfig, createApiConfig, readApiEnv } from '../../src/api/config';

describe('the API configuration', () => {
  it("defaults both hosts to the page's own origin", () => {
    expect(createApiConfig({}, {})).toEqual({ apiBase: '', blogBase: '' });
  });

  it('reads VITE_API_BASE and VITE_BLOG_API_BASE, without a trailing slash', () => {
    expect(
      createApiConfig(
        {},
        { VITE_API_BASE: 'https://api.example.com/', VITE_BLOG_API_BASE: 'https://blog.example.com' },
      ),
    ).toEqual({ apiBase: 'https://api.example.com', blogBase: 'https://blog.example.com' });
  });

  it('lets a caller override the environment', () => {
    expect(
      createApiConfig({ apiBase: 'http://127.0.0.1:3000' }, { VITE_API_BASE: 'https://api.example.com' }),
    ).toEqual({
      apiBase: 'http://127.0.0.1:3000',
      blogBase: '',
    });
  });

  it('loads under plain Node, where import.meta.env may be missing', () => {
    expect(readApiEnv()).toEqual(expect.any(Object));
    expect(typeof apiConfig.apiBase).toBe('string');
  });
});
