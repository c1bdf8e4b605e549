import { remoteEntryOf } from './federation';

describe('remoteEntryOf', () => {
  it('loads the remote entry published beside the manifest the configuration names', () => {
    expect(remoteEntryOf('/remotes/mf-public/mf-manifest.json')).toBe('/remotes/mf-public/remoteEntry.js');
    expect(remoteEntryOf('https://cdn.example.org/mf-public/mf-manifest.json?v=2')).toBe('https://cdn.example.org/mf-public/remoteEntry.js?v=2');
  });

  it('leaves any other URL as it is (a remote entry named directly)', () => {
    expect(remoteEntryOf('https://cdn.example.org/mf-public/remoteEntry.js')).toBe('https://cdn.example.org/mf-public/remoteEntry.js');
    expect(remoteEntryOf('/remotes/mf-manifest.json.d/x.js')).toBe('/remotes/mf-manifest.json.d/x.js');
  });
});
