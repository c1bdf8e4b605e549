// Front-end unit and component tests (jsdom). The API has its own jest run (ESM, real databases): see api/.
module.exports = {
  // A whole test may take longer than jest's default 5 s on a loaded two-core CI machine (user-event typing: two
  // clean-clone runs on 30 Nov 2026 timed out HomePage's search-box test at about 6 s). A global option: the projects'
  // own configs cannot set it. The waits inside tests keep their own limits.
  testTimeout: 20000,
  projects: ['shared', 'shell', 'mf-public', 'mf-admin-offers', 'mf-admin-config', 'mf-auth'].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
