// Front-end unit and component tests (jsdom). The API has its own jest run (ESM, real databases): see api/.
module.exports = {
  projects: ['shared', 'shell', 'mf-public', 'mf-admin-offers', 'mf-admin-config', 'mf-auth'].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
