import { describe, expect, it } from 'vitest';
import { routePlace } from './place-routing';

describe('place addresses', () => {
  it.each([
    ['/hizmet-bolgeleri/marmara/bursa', { kind: 'page' }],
    ['/hizmet-bolgeleri/dogu-anadolu/igdir', { kind: 'page' }],
    ['/hizmet-bolgeleri/marmara/istanbul/kadikoy', { kind: 'page' }],
    ['/hizmet-bolgeleri/ege/bursa', { kind: 'redirect', to: '/hizmet-bolgeleri/marmara/bursa' }],
    ['/hizmet-bolgeleri/ege/istanbul/kadikoy', { kind: 'redirect', to: '/hizmet-bolgeleri/marmara/istanbul/kadikoy' }],
    ['/hizmet-bolgeleri/marmara/ikitelli', { kind: 'generic', to: '/bolge-genel/marmara/ikitelli' }],
    [
      '/hizmet-bolgeleri/marmara/istanbul/yenibosna',
      { kind: 'generic', to: '/bolge-genel/marmara/istanbul/yenibosna' },
    ],
    ['/hizmet-bolgeleri/marmara/Bursa', { kind: 'not-found' }],
    ['/hizmet-bolgeleri/marmara/bur_sa', { kind: 'not-found' }],
    [`/hizmet-bolgeleri/marmara/${'a'.repeat(61)}`, { kind: 'not-found' }],
    ['/hizmet-bolgeleri/atlantis/bursa', { kind: 'not-found' }],
    ['/hizmet-bolgeleri/marmara/bursa/osmangazi', { kind: 'not-found' }],
    ['/hizmet-bolgeleri/marmara/istanbul/kadikoy/moda', { kind: 'not-found' }],
    ['/hizmet-bolgeleri/ege/istanbul/yenibosna', { kind: 'not-found' }],
    ['/hizmet-bolgeleri/marmara', { kind: 'page' }],
    ['/hizmet-bolgeleri/%ZZ', { kind: 'bad-request' }],
    ['/hizmet-bolgeleri/marmara/%ZZ', { kind: 'bad-request' }],
    ['/hizmet-bolgeleri/marmara/istanbul/%E0%A4%A', { kind: 'bad-request' }],
    ['/hizmet-bolgeleri/marmara/bur%73a', { kind: 'not-found' }],
  ])('%s', (path, expected) => {
    expect(routePlace(path)).toEqual(expected);
  });
});
