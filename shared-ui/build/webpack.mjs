// One webpack + Module Federation setup for the shell and the four portals.
// Each package's webpack.config.mjs calls federatedConfig() with its own name, exposes and entry.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { existsSync } from 'node:fs';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

// react-router's package exports only its development build; use the production one, through the
// slim react-router-dom entry (see react-router-dom.mjs).
const routerRequire = createRequire(require.resolve('react-router-dom/package.json'));
const reactRouterDir = dirname(routerRequire.resolve('react-router/package.json'));
export const routerAliases = {
  'react-router-dom$': join(import.meta.dirname, 'react-router-dom.mjs'),
  'react-router$': join(reactRouterDir, 'dist', 'production', 'index.mjs'),
};

/** react, react-dom (with subpaths), react-router-dom and shared-ui: one copy for the whole page. */
export function sharedSingletons() {
  const react = versionOf('react');
  const reactDom = versionOf('react-dom');
  const router = versionOf('react-router-dom');
  const ui = versionOf('@college/shared-ui');
  return {
    react: { singleton: true, requiredVersion: `^${react}`, version: react },
    'react/': { singleton: true, requiredVersion: `^${react}`, version: react },
    'react-dom': { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom },
    'react-dom/': { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom },
    'react-router-dom': { singleton: true, requiredVersion: `^${router}`, version: router },
    '@college/shared-ui': { singleton: true, requiredVersion: `^${ui}`, version: ui },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory (import.meta.dirname)
 * @param {string} o.name         federation name, e.g. 'mfe_public' or 'shell'
 * @param {Record<string,string>} [o.exposes]  route elements a portal exposes
 * @param {string} o.entry        standalone/host entry module
 * @param {string} o.title        <title> of the generated html
 * @param {string[]} [o.runtimePlugins]
 * @param {(mode: string) => import('webpack').Configuration} [o.extend]
 */
export function federatedConfig(o) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(o.exposes);
    return {
      mode: production ? 'production' : 'development',
      context: o.dir,
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: o.entry },
      output: {
        path: process.env.BUILD_OUT_DIR ?? join(o.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: o.name,
        // Entry files (main.js, remoteEntry.js) keep stable names and are revalidated; chunks are hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: routerAliases,
      },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: o.exposes } : {}),
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins ?? [],
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          experiments: { asyncStartup: true, optimization: { target: 'web' } },
        }),
        ...(existsSync(join(o.dir, 'public')) ? [new CopyPlugin({ patterns: [{ from: join(o.dir, 'public') }] })] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
        new HtmlWebpackPlugin({
          template: join(o.dir, 'src', 'index.html'),
          title: o.title,
          scriptLoading: 'defer',
          publicPath: '/',
          chunks: ['main'],
        }),
        ...(production
          ? [
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 0, minRatio: 1 }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 0,
                minRatio: 1,
              }),
            ]
          : []),
      ],
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      ...(o.extend ? o.extend(production ? 'production' : 'development') : {}),
    };
  };
}
