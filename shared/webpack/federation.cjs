// One webpack + Module Federation configuration for the shell and every remote, with the one shared-dependency map.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BundleReportPlugin } = require('./bundleReport.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

/**
 * Singletons: the browser loads each once; every remote uses the shell's copy.
 * - react-router-dom is shared as the part of it the front ends use (./react-router-dom.mjs): a shared module is
 *   never tree-shaken, and the whole package is ~190 KB.
 * - @reduxjs/toolkit (and its query/react entry) and react-redux are not shared on their own: only `shared` imports
 *   them (the one store, the one RTK Query api, the hooks), and the shell (its <Provider>, built with the `shared` it
 *   provides), so they live tree-shaken beside the `shared` singleton and are single with it. A remote imports from
 *   `shared`, never from these packages (shared/src/sharedRouter.test.ts checks these rules).
 */
function sharedDependencies() {
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}`, strictVersion: false });
  return {
    react: singleton('react'),
    'react/jsx-runtime': { ...singleton('react'), requiredVersion: `^${versionOf('react')}` },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { ...singleton('react-dom') },
    'react-router-dom': { ...singleton('react-router-dom'), version: versionOf('react-router-dom'), import: path.join(__dirname, 'react-router-dom.mjs') },
    shared: { singleton: true, requiredVersion: `^${versionOf('shared')}`, strictVersion: false },
  };
}

/** Chunks named in their import and fetched on demand (shared/src/i18n/messages.ts, shared/src/perfil/browser.ts). */
const ON_DEMAND = /^(i18n|perfil)-/;

/**
 * @param {object} o
 * @param {string} o.dir          package folder
 * @param {string} o.name         federation name (mf_public …)
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.host]      the shell
 * @param {number} o.port         dev-server port
 * @param {string} [o.publicPath] where the built files are served from
 */
function federatedConfig({ dir, name, exposes = {}, host = false, port, publicPath = 'auto', runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // Entry files keep stable names (served no-cache with an ETag); chunks carry a content hash (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        // dist/server/ is the server build's (shared/webpack/server.cjs), built beside this one.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: ['webpack', 'browser', 'import', 'module', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { rootDir: root, composite: false, declaration: false, emitDeclarationOnly: false, sourceMap: true },
              },
            },
          },
          // Production: CSS files of their own (loaded with their chunk, cached apart, not parsed as JavaScript).
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        ],
      },
      performance: { hints: false },
      // The shell provides every shared singleton and the first view needs them all, and the shell's own code: all in
      // its entry, main.js, beside the federation runtime (one file; eleven once, then main.js and a `vendor` chunk
      // until 30 Nov 2026): each response costs its headers (~1 KB with the policy) and a request, and one file
      // compresses better. They stay modules of their own behind the entry's async boundary (src/index.ts), so the share
      // scope is set up before anything consumes them, as before; only their code is already in the file. Not in
      // remotes: their copies are fallbacks, loaded only when the shell's are missing, and must stay apart from what a
      // remote really loads. The admin and sign-in texts stay in their own chunk, fetched only for those screens
      // (shared/src/i18n/messages.ts), as does every chunk named in its import (`webpackChunkName`: i18n-…,
      // perfil-avaliacion): code fetched on demand, never part of a first view (unnamed async chunks are the shared
      // singletons and the shell's own code).
      // A remote's exposed modules (mf-public's `routes`) are built into its remote entry rather than a chunk each:
      // one request and its headers less on every first view. Only their code moves: the shared modules they consume
      // stay in the exposed module's chunk group, resolved when the shell asks for the module (the container's `get`),
      // never at the entry's start.
      optimization: host && production
        ? { splitChunks: { cacheGroups: { vendor: { test: /[\\/](node_modules|shared[\\/](src|webpack)|shell[\\/]src)[\\/]/, name: 'main', chunks: (chunk) => !chunk.canBeInitial() && !ON_DEMAND.test(chunk.name ?? ''), enforce: true } } } }
        : production && Object.keys(exposes).length
          ? { splitChunks: { cacheGroups: { exposes: { name, chunks: (chunk) => /^__federation_expose_/.test(chunk.name ?? ''), enforce: true } } } }
          : undefined,
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies(),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // One copy of the federation runtime in the browser: the shell provides it, built remotes use the shell's
          // (a remote's development server still bundles its own, for its standalone page).
          experiments: {
            ...(host ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Browser only: the runtime leaves out its Node.js loading code. The snapshot (manifest) code stays: the
            // browser reads each remote's manifest, the address the run-time configuration gives, so a remote is
            // found, or found missing, where it is deployed (docs/speed.md, 30 Nov 2026, js150).
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          chunks: ['main'],
          // A remote's standalone page is served at any /public/... URL by its dev server: load the entry from the root.
          publicPath: host ? publicPath : '/',
          favicon: path.join(__dirname, '../../shell/public/favicon.svg'),
        }),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        new BundleReportPlugin(),
        new PrecompressPlugin(),
      ],
      devServer: {
        port,
        historyApiFallback: host ? { index: '/public/index.html' } : true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/idp', '/public/runtime-config.json'], target: process.env.API_ORIGIN || 'http://localhost:8080' }],
      },
    };
  };
}

module.exports = { federatedConfig, sharedDependencies };
