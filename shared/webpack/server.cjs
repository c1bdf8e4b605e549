// The server build of a front end, beside its browser build (dist/server/): the same components as one CommonJS file
// for Node, so the server renders the first HTML of a page (docs/speed.md). A remote's server bundle takes React, the
// router and `shared` from the shell's server bundle (the singletons Module Federation shares in the browser), so
// the shell's store, texts and router context are the remote's too.
const path = require('node:path');
const webpack = require('webpack');

/** What a remote's server bundle requires from the host at run time (shell/src/server/render.tsx `modules`). */
const SERVER_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', 'shared', 'shared/contract'];

/**
 * @param {object} o
 * @param {string} o.dir       package folder
 * @param {string} o.entry     the module to build (the shell's renderer, or a remote's `./routes`)
 * @param {string} o.filename  file under dist/server/
 * @param {boolean} [o.host]   the shell: bundles the singletons it hands to remotes
 */
function serverConfig({ dir, entry, filename, host = false }) {
  const root = path.resolve(__dirname, '../..');
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { server: entry },
    devtool: false,
    output: { path: path.join(dir, 'dist', 'server'), filename, library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['webpack', 'node', 'import', 'require', 'default'],
    },
    externals: host ? {} : Object.fromEntries(SERVER_SINGLETONS.map((m) => [m, `commonjs ${m}`])),
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
              compilerOptions: { rootDir: root, composite: false, declaration: false, emitDeclarationOnly: false, sourceMap: false },
            },
          },
        },
        { test: /\.css$/, use: path.join(__dirname, 'empty-module-loader.cjs') },
      ],
    },
    // Readable stack traces in the server's logs; size does not matter here.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      // One file: the server evaluates it as it is (a remote's bundle may come from another host).
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The shell's browser federation module becomes the server's (remotes are loaded by the server's loader).
      ...(host ? [new webpack.NormalModuleReplacementPlugin(/^\.\.?\/federation$/, (res) => { res.request = res.request.replace(/federation$/, 'federation.server'); })] : []),
    ],
  };
}

module.exports = { serverConfig, SERVER_SINGLETONS };
