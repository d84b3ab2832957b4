// npm scripts run with node_modules/.bin first on PATH, where the pinned `node` package puts Node 24.
// Without it (npm ci --ignore-scripts, or a tool called directly) the machine's old Node would run us
// and fail later with obscure errors; fail here instead, with the fix.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Dastarkhan needs Node 24 (found ${process.version}). Run scripts through npm (npm start, npm test) ` +
      'after a plain `npm ci`, which installs the pinned Node 24 from the npm registry.',
  );
  process.exit(1);
}
